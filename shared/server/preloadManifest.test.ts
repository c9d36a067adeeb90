/** @jest-environment node */
import { preloadLinks, type PreloadManifest, type RemoteFiles } from './preloadManifest';

const shell: PreloadManifest = {
  startup: { js: ['main.js'], css: ['main.css'], shared: ['react-dom/client', '@kemet/platform'] },
  shared: {
    'react-dom/client': { js: ['470.aaaa1111.js'], css: [], shared: ['react-dom'] },
    'react-dom': { js: ['325.bbbb2222.js'], css: [], shared: [] },
    '@kemet/platform': { js: ['46.cccc3333.js', '91.dddd4444.js'], css: ['91.eeee5555.css'], shared: [] },
    formik: { js: ['368.ffff6666.js'], css: [], shared: [] },
    '@kemet/contract/forms': { js: ['282.0000aaaa.js'], css: [], shared: ['yup'] },
    yup: { js: ['527.1111bbbb.js'], css: [], shared: [] },
  },
  exposes: {},
};

const checkout: RemoteFiles = {
  manifestUrl: 'https://checkout.kemet.example/v2/mf-manifest.json',
  manifest: {
    startup: { js: ['main.js'], css: [], shared: [] },
    shared: {},
    exposes: {
      PaymentPage: { shared: ['react', 'formik', '@kemet/contract/forms', '@kemet/platform'] },
      SuccessPage: { shared: ['@kemet/platform'] },
    },
  },
};

// Stylesheets are linked (the server-rendered page needs them to paint), scripts preloaded.
const hrefs = (html: string) =>
  [...html.matchAll(/<link rel="(?:preload" as="(\w+)"( crossorigin)?|(stylesheet)") href="([^"]+)">/g)].map(
    ([, as, cors, stylesheet, href]) => `${stylesheet ? 'style' : as}${cors ? '+cors' : ''} ${href}`,
  );

describe('preloadLinks', () => {
  it("lists the app's own entry and startup chunks, with what those use in turn, for a page without remotes", () => {
    expect(hrefs(preloadLinks(shell, {}, []))).toEqual([
      'script /main.js',
      'style /91.eeee5555.css',
      'script /470.aaaa1111.js',
      'script /325.bbbb2222.js',
      'script /46.cccc3333.js',
      'script /91.dddd4444.js',
    ]);
  });

  it("adds the remote's federation manifest and the shell's chunks for the shared modules the part uses, not the remote's scripts", () => {
    const links = hrefs(preloadLinks(shell, { checkout }, [{ remote: 'checkout', module: 'PaymentPage' }]));
    expect(links.slice(6)).toEqual([
      'fetch+cors https://checkout.kemet.example/v2/mf-manifest.json',
      'script /368.ffff6666.js',
      'script /282.0000aaaa.js',
      'script /527.1111bbbb.js',
    ]);
  });

  it('adds no form libraries to a remote page that does not use them', () => {
    const links = preloadLinks(shell, { checkout }, [{ remote: 'checkout', module: 'SuccessPage' }]);
    expect(links).toContain('https://checkout.kemet.example/v2/mf-manifest.json');
    expect(links).not.toContain('368.ffff6666.js');
  });

  it('leaves out parts whose remote or module is unknown (down, or not answered yet)', () => {
    const own = preloadLinks(shell, {}, []);
    expect(preloadLinks(shell, { checkout: undefined }, [{ remote: 'checkout', module: 'PaymentPage' }])).toBe(own);
    expect(preloadLinks(shell, { checkout }, [{ remote: 'checkout', module: 'NoSuchPage' }])).toBe(own);
  });

  it('lists each file once when two parts share a remote', () => {
    const links = hrefs(
      preloadLinks(shell, { checkout }, [
        { remote: 'checkout', module: 'PaymentPage' },
        { remote: 'checkout', module: 'SuccessPage' },
      ]),
    );
    expect(links.filter((link) => link.endsWith('/mf-manifest.json'))).toHaveLength(1);
  });

  it('gives a page the server rendered its stylesheets only: it paints without scripts, and its entry fetches them', () => {
    const links = hrefs(
      preloadLinks(shell, { checkout }, [{ remote: 'checkout', module: 'PaymentPage' }], { stylesheetsOnly: true }),
    );
    expect(links).toEqual(['style /91.eeee5555.css']);
  });

  it('escapes a manifest URL so it cannot leave its attribute', () => {
    const hostile: RemoteFiles = {
      ...checkout,
      manifestUrl: 'https://x.example/"><script>alert(1)</script>/mf-manifest.json',
    };
    const html = preloadLinks(shell, { checkout: hostile }, [{ remote: 'checkout', module: 'PaymentPage' }]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="https://x.example/&quot;>&lt;script>alert(1)&lt;/script>/mf-manifest.json"');
  });
});
