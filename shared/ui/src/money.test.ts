import { convert, formatApproximate, formatMoney, minorDigitsOf, type ExchangeRates } from './money';

/** The seed's rates: 47.6 EGP per USD, 55 EGP per EUR, as GET /api/fx-rates gives them. */
const rates: ExchangeRates = { base: 'EGP', rates: { EGP: 1, USD: 1 / 47.6, EUR: 1 / 55 } };
const en = { locale: 'en' } as const;
const ar = { locale: 'ar' } as const;

describe('convert', () => {
  test('from the base and back to it', () => {
    expect(convert(1450, 'EGP', 'USD', rates)).toBe(30.46);
    expect(convert(12, 'USD', 'EGP', rates)).toBe(571.2);
    expect(convert(571.2, 'EGP', 'USD', rates)).toBe(12);
  });

  test('between two other currencies through the base', () => {
    expect(convert(55, 'EUR', 'USD', rates)).toBe(63.55);
    expect(convert(47.6, 'USD', 'EUR', rates)).toBe(41.2);
  });

  test('the same currency stays the same amount, rounded to its minor unit', () => {
    expect(convert(12.345, 'USD', 'USD', rates)).toBe(12.35);
    expect(convert(1450, 'EGP', 'EGP', rates)).toBe(1450);
  });

  test("rounds to the target currency's minor unit: cents, none for yen, three places for dinars", () => {
    expect(minorDigitsOf('EGP')).toBe(2);
    expect(minorDigitsOf('JPY')).toBe(0);
    expect(minorDigitsOf('KWD')).toBe(3);
    const wide: ExchangeRates = { base: 'EGP', rates: { ...rates.rates, JPY: 3.1234, KWD: 0.0064567 } };
    expect(convert(100, 'EGP', 'JPY', wide)).toBe(312);
    expect(convert(100, 'EGP', 'KWD', wide)).toBe(0.646);
    expect(convert(1.005, 'USD', 'USD', rates)).toBe(1.01);
  });

  test('a base missing from the rates counts as 1', () => {
    expect(convert(10, 'EGP', 'USD', { base: 'EGP', rates: { USD: 0.02 } })).toBe(0.2);
  });

  test('an unknown currency or amount throws a clear error', () => {
    expect(() => convert(10, 'GBP', 'EGP', rates)).toThrow(
      'No exchange rate for GBP: the rates (base EGP) cover EGP, USD, EUR.',
    );
    expect(() => convert(10, 'EGP', 'GBP', rates)).toThrow(/No exchange rate for GBP/);
    expect(() => convert(Number.NaN, 'EGP', 'USD', rates)).toThrow('Cannot convert NaN EGP: not a finite amount.');
  });
});

describe('formatMoney in English', () => {
  test("USD is Kemet's price with a $ suffix", () => {
    expect(formatMoney(12, 'USD', en)).toBe('12$');
    expect(formatMoney(12.5, 'USD', en)).toBe('12.50$');
  });

  test('EGP and EUR in the en-GB currency format, whole amounts without decimals', () => {
    expect(formatMoney(1450, 'EGP', en)).toBe('EGP 1,450');
    expect(formatMoney(1450.5, 'EGP', en)).toBe('EGP 1,450.50');
    expect(formatMoney(12, 'EUR', en)).toBe('€12');
    expect(formatMoney(12.345, 'EUR', en)).toBe('€12.35');
  });

  test('English digits stay Latin whatever the digits setting', () => {
    expect(formatMoney(1450, 'EGP', { locale: 'en', digits: 'arab' })).toBe('EGP 1,450');
  });
});

describe('formatMoney in Arabic', () => {
  test('EGP reads as the issue writes it, with Arabic-Indic digits by default', () => {
    expect(formatMoney(1450, 'EGP', ar)).toBe('١٬٤٥٠ ج.م.');
    expect(formatMoney(1450, 'EGP', { locale: 'ar', digits: 'arab' })).toBe('١٬٤٥٠ ج.م.');
  });

  test('no bidi marks nor no-break spaces left in the text', () => {
    expect(formatMoney(1450, 'EGP', ar)).not.toMatch(/[\u200e\u200f\u061c\u00a0\u202f]/);
  });

  test('decimals with the Arabic decimal separator and the minor digits', () => {
    expect(formatMoney(1450.5, 'EGP', ar)).toBe('١٬٤٥٠٫٥٠ ج.م.');
  });

  test('Latin digits when the setting asks for them', () => {
    expect(formatMoney(1450, 'EGP', { locale: 'ar', digits: 'latn' })).toBe('1,450 ج.م.');
    expect(formatMoney(1450.5, 'EGP', { locale: 'ar', digits: 'latn' })).toBe('1,450.50 ج.م.');
  });

  test('USD and EUR in Arabic', () => {
    expect(formatMoney(12, 'USD', ar)).toBe('١٢ $');
    expect(formatMoney(12.5, 'EUR', ar)).toBe('١٢٫٥٠ €');
    expect(formatMoney(12, 'USD', { locale: 'ar', digits: 'latn' })).toBe('12 $');
  });
});

describe('formatApproximate', () => {
  test('English USD estimates read "≈ $12", unlike the charged "12$"', () => {
    expect(formatApproximate(12, 'USD', en)).toBe('≈ $12');
    expect(formatApproximate(30.46, 'USD', en)).toBe('≈ $30.46');
  });

  test('other currencies and Arabic: the approximate sign before the amount', () => {
    expect(formatApproximate(571.2, 'EGP', en)).toBe('≈ EGP 571.20');
    expect(formatApproximate(12, 'EUR', en)).toBe('≈ €12');
    expect(formatApproximate(1450, 'EGP', ar)).toBe('≈ ١٬٤٥٠ ج.م.');
    expect(formatApproximate(1450, 'EGP', { locale: 'ar', digits: 'latn' })).toBe('≈ 1,450 ج.م.');
  });

  test('a conversion formatted end to end', () => {
    expect(formatApproximate(convert(1450, 'EGP', 'USD', rates), 'USD', en)).toBe('≈ $30.46');
    expect(formatApproximate(convert(12, 'USD', 'EGP', rates), 'EGP', ar)).toBe('≈ ٥٧١٫٢٠ ج.م.');
  });
});
