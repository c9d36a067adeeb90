// Money for display (docs/product/rules.md#money): converting through the EGP-based rates of GET /api/fx-rates and
// formatting amounts in English or Arabic. What is charged is never converted here: the server prices it in the
// experience's currency.
//
// Approximate amounts in English USD read "≈ $12", not "≈ 12$": the "$" suffix of Kemet's prices
// (formatPrice) is the format of a charged price, and a converted estimate written differently cannot be taken for one.
//
// Arabic follows Intl's ar-EG format with three exceptions, so the text reads exactly "١٬٤٥٠ ج.م.": ICU wraps the
// amount in right-to-left marks (U+200F), which we drop (the page's dir="rtl" orders it already, and <bdi> isolates it
// in English text); it puts a no-break space between number and symbol, which we write as a plain space; and dollars
// read "١٢ $", not ICU's "١٢ US$", whose Latin letters split it into "$US ١٢" in right-to-left text.
import { formatPrice } from './format';

export type MoneyLocale = 'en' | 'ar';
/** Arabic-Indic ('arab', Arabic's default) or Latin digits; English always uses Latin digits. */
export type Digits = 'arab' | 'latn';
export interface MoneyFormatOptions {
  locale: MoneyLocale;
  digits?: Digits;
}

/**
 * Exchange rates against one base currency: `rates[X]` is how many X one unit of `base` buys. The API's FxRates
 * (@kemet/contract) has this shape; @kemet/ui imports no other Kemet package, so it names the shape itself.
 */
export interface ExchangeRates {
  base: string;
  rates: Readonly<Record<string, number>>;
}

/** Decimal places of a currency's minor unit: 2 for EGP, USD and EUR, 0 for JPY, 3 for KWD. */
export function minorDigitsOf(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Rounds to `digits` decimals; toPrecision first removes binary noise such as 1.005 * 100 = 100.49999999999999. */
function roundTo(amount: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(Number((amount * factor).toPrecision(12))) / factor;
}

function rateOf(currency: string, rates: ExchangeRates): number {
  const rate = currency === rates.base ? (rates.rates[currency] ?? 1) : rates.rates[currency];
  if (rate === undefined || !(rate > 0)) {
    throw new Error(
      `No exchange rate for ${currency}: the rates (base ${rates.base}) cover ${Object.keys(rates.rates).join(', ')}.`,
    );
  }
  return rate;
}

/**
 * `amount` of `from` in `to` (decimal amounts, as the API's prices), through the base, rounded to `to`'s minor unit.
 */
export function convert(amount: number, from: string, to: string, rates: ExchangeRates): number {
  if (!Number.isFinite(amount)) throw new Error(`Cannot convert ${amount} ${from}: not a finite amount.`);
  const inBase = amount / rateOf(from, rates);
  return roundTo(inBase * rateOf(to, rates), minorDigitsOf(to));
}

/** Bidi marks ICU adds around Arabic amounts, and the no-break spaces it puts between number and symbol. */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;
const NO_BREAK_SPACES = /[\u00a0\u202f]/g;

/**
 * An amount in its currency: English USD as Kemet's prices read ("12$"), other English amounts as en-GB ("EGP 1,450",
 * "€12"), Arabic as ar-EG ("١٬٤٥٠ ج.م.", or "1,450 ج.م." with Latin digits). Whole amounts have no decimals, others the
 * currency's minor digits.
 */
export function formatMoney(amount: number, currency: string, options: MoneyFormatOptions): string {
  if (options.locale === 'en' && currency === 'USD') return formatPrice(amount);
  return intlMoney(amount, currency, options.locale === 'ar' ? 'ar-EG' : 'en-GB', options);
}

/** A converted amount, marked as approximate: "≈ $12", "≈ EGP 571.20", "≈ ٥٧١٫٢٠ ج.م.". */
export function formatApproximate(amount: number, currency: string, options: MoneyFormatOptions): string {
  const money =
    options.locale === 'en' && currency === 'USD'
      ? intlMoney(amount, currency, 'en-US', options)
      : formatMoney(amount, currency, options);
  return `≈ ${money}`;
}

function intlMoney(amount: number, currency: string, intlLocale: string, options: MoneyFormatOptions): string {
  const minor = minorDigitsOf(currency);
  const rounded = roundTo(amount, minor);
  const fractionDigits = Number.isInteger(rounded) ? 0 : minor;
  const numberingSystem = options.locale === 'ar' ? (options.digits ?? 'arab') : 'latn';
  const text = new Intl.NumberFormat(intlLocale, {
    style: 'currency',
    currency,
    numberingSystem,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })
    .format(rounded)
    .replace(BIDI_MARKS, '')
    .replace(NO_BREAK_SPACES, ' ');
  return intlLocale.startsWith('ar') ? text.replace('US$', () => '$') : text;
}
