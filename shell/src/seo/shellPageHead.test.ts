import { i18n } from '@kemet/platform';
import { headTagsHtml } from '@kemet/platform/server-render';
import { fixtureSite } from '../testing/siteFixture';
import { SHELL_ROUTES } from '../app/shellRoutes';
import { shellMessagesReady } from '../messages/shellMessages';
import { shellPageHead } from './shellPageHead';

// The server's i18next has both languages loaded; the page's own language stays English here.
beforeAll(async () => {
  await shellMessagesReady;
  await i18n.loadLanguages('ar');
});
const en = () => ({ i18n, language: 'en' as const });
const ar = () => ({ i18n, language: 'ar' as const });
const site = fixtureSite();
const routeAt = (path: string) => site.routes.find((route) => route.path === path)!;

describe('shellPageHead', () => {
  it("gives each shell page its own title and description, in the page's language", () => {
    expect(shellPageHead({ page: 'about' }, en())).toEqual({
      title: 'About us · Kemet',
      description: expect.stringContaining('trusted local partners'),
    });
    expect(shellPageHead({ page: 'about' }, ar())).toEqual({
      title: 'من نحن · Kemet',
      description: expect.stringContaining('شركاء محليين'),
    });
  });

  it('every shell page has a title and a description of a search-result length, in both languages, none alike', () => {
    for (const language of [en, ar]) {
      const heads = SHELL_ROUTES.map(({ page }) => shellPageHead({ page }, language()));
      for (const head of heads) {
        expect(head.title).not.toMatch(/seo\./);
        expect(head.description.length).toBeGreaterThan(40);
        expect(head.description.length).toBeLessThanOrEqual(160);
        expect(head.noindex).toBeUndefined();
      }
      expect(new Set(heads.map((h) => h.description)).size).toBe(heads.length);
    }
  });

  it('indexes the home page at /, not /home', () => {
    expect(shellPageHead({ page: 'home' }, en())).toMatchObject({
      title: 'Events and tours in Egypt · Kemet',
      canonicalPath: '/home',
    });
  });

  it('keeps the 404 page out of the index', () => {
    expect(shellPageHead('not-found', en())).toEqual({
      title: 'Page not found · Kemet',
      description: 'We could not find that page.',
      noindex: true,
    });
    expect(shellPageHead('not-found', ar()).title).toBe('الصفحة غير موجودة · Kemet');
  });

  it("gives a remote page without a head its manifest's title, and keeps the pages it marks noindex out of the index", () => {
    const noindex = Object.fromEntries(
      site.routes.map((route) => [route.path, shellPageHead({ route }, en()).noindex === true]),
    );
    expect(noindex).toEqual({ items: false, 'items/:itemId': false, 'basket/:itemId': true, orders: true, till: true });
    expect(shellPageHead({ route: routeAt('orders') }, ar())).toMatchObject({
      title: 'طلباتي · Kemet',
      description: expect.stringMatching(/[\u0600-\u06ff]/),
    });
    expect(shellPageHead({ route: routeAt('items') }, en()).title).toBe('Items · Kemet');
  });

  it('keeps the page of a part not available right now out of the index', () => {
    expect(shellPageHead('unavailable', en())).toMatchObject({
      title: 'This part of the site is not available right now · Kemet',
      noindex: true,
    });
  });

  it('writes as head tags, with noindex where asked', () => {
    const html = headTagsHtml(shellPageHead({ route: routeAt('orders') }, en()), {
      origin: 'https://kemet.example',
      path: '/account',
      language: 'en',
    });
    expect(html).toContain('<title>My orders · Kemet</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
