/** @jest-environment node */
import { inlineScriptHashes } from './inlineScripts';
import { helmetOptions } from './securityHeaders';

// `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

test('each inline script of the page is allowed by its hash, and only those', () => {
  const html =
    '<head><script>alert(1)</script><script defer src="/main.js"></script><script type="application/json" id="state">{"a":1}</script></head>';
  expect(inlineScriptHashes(html)).toEqual([ALERT_HASH]);
});

test('a page without inline scripts allows none', () => {
  expect(inlineScriptHashes('<head><script defer src="/main.js"></script></head>')).toEqual([]);
});

test('the CSP lists the hashes beside the origins and never allows inline scripts as such', () => {
  const options = helmetOptions(['http://localhost:8081'], [], [ALERT_HASH]);
  const directives = (options.contentSecurityPolicy as { directives: Record<string, string[]> }).directives;
  expect(directives.scriptSrc).toEqual(["'self'", ALERT_HASH, 'http://localhost:8081']);
  expect(directives.scriptSrc).not.toContain("'unsafe-inline'");
});
