// Money (docs/product/rules.md#money): the exchange rates the currency switch converts with (GET /fx-rates).
import { Type } from 'typebox';

export const CurrencyCodeSchema = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. EGP' });

export const FxRatesSchema = Type.Object({
  base: Type.Literal('EGP', { description: 'Every rate is against this currency' }),
  asOf: Type.String({
    format: 'date',
    description: 'The date of the oldest rate given: every rate is at least this recent',
  }),
  source: Type.String({ description: 'Where the rates come from, e.g. "Kemet seed, indicative rates of 2026-11-20"' }),
  rates: Type.Record(CurrencyCodeSchema, Type.Number({ exclusiveMinimum: 0 }), {
    description: 'How many of each currency one EGP buys (the newest rate of each), EGP itself included as 1',
  }),
});
