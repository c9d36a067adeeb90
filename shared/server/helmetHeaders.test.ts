/** @jest-environment node */
import { helmetHeaders } from './helmetHeaders';
import { helmetOptions } from './securityHeaders';

test("the pages' headers: their CSP, no framing, nosniff, the referrer policy, and no HSTS (added only over TLS)", () => {
  const headers = helmetHeaders(helmetOptions(['http://localhost:8081/'], ['https://tiles.example'], []));
  expect(headers['content-security-policy']).toContain("script-src 'self' http://localhost:8081/");
  expect(headers['content-security-policy']).toContain('img-src');
  expect(headers['content-security-policy']).toContain('https://tiles.example');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers).toMatchObject({
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'cross-origin',
  });
  expect(headers).not.toHaveProperty('strict-transport-security');
});

test('a bad option fails at start, not on a request', () => {
  expect(() => helmetHeaders({ referrerPolicy: { policy: 'nowhere' as never } })).toThrow(/nowhere/);
});
