// Accept-Language → the answer's language: q-values, regions, wildcards, refusals, malformed and huge headers.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { LANGUAGES, negotiateLanguage, parseAcceptLanguage } from '../src/i18n/language.js';

describe('negotiateLanguage', () => {
  const cases: [string | undefined, string][] = [
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['AR-eg', 'ar'],
    ['ar-EG,ar;q=0.9,en-US;q=0.8,en;q=0.7', 'ar'],
    ['en-GB,en;q=0.9,ar;q=0.8', 'en'],
    ['en;q=0.5, ar;q=0.8', 'ar'],
    ['ar;q=0.5, en;q=0.8', 'en'],
    ['fr-FR, fr;q=0.9, ar;q=0.1', 'ar'],
    ['fr, de', 'en'],
    ['de;q=1, ar;q=0.001', 'ar'],
    ['ar;q=0, *', 'en'],
    ['*', 'en'],
    ['ar;q=0.5, en;q=0.5', 'ar'],
    ['ar;q=2', 'en'],
    ['ar;q=abc, en', 'en'],
    ['ar;q=0.0001', 'en'],
    ['ar-SA;q=0, ar', 'ar'],
    [' ;;;, ,,ar', 'ar'],
    ['arabic', 'en'],
    ['x-klingon, ar;q=0.3', 'ar'],
  ];
  for (const [header, expected] of cases) {
    test(`${JSON.stringify(header)} → ${expected}`, () => assert.equal(negotiateLanguage(header), expected));
  }

  test('several header lines are read as one list', () => assert.equal(negotiateLanguage(['fr', 'ar;q=0.4']), 'ar'));

  test('ranges sort by q, then by their place in the header', () => {
    assert.deepEqual(
      parseAcceptLanguage('en;q=0.5, ar, fr;q=0.5').map((r) => r.tag),
      ['ar', 'en', 'fr'],
    );
  });

  test('any string at all answers a language Kemet speaks, and a header of a megabyte is cut short', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (header) => LANGUAGES.includes(negotiateLanguage(header))));
    assert.equal(negotiateLanguage(`${'x-a, '.repeat(200_000)}ar`), 'en');
  });
});
