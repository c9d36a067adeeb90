// Test helper: what the service answers for a provider's sales and statement, in the contract's shapes.
import type { SalesReport, Statement } from '@kemet/contract';

export const report: SalesReport = {
  timeZone: 'Africa/Cairo',
  from: '2026-03-09',
  to: '2026-03-11',
  days: [
    { date: '2026-03-09', bookings: 0, tickets: 0, gross: [], placesSold: 0, capacity: 0, fillRate: null },
    {
      date: '2026-03-10',
      bookings: 2,
      tickets: 5,
      gross: [
        { currency: 'EGP', amountMinor: 45_000 },
        { currency: 'USD', amountMinor: 10_000 },
      ],
      placesSold: 6,
      capacity: 30,
      fillRate: 0.2,
    },
    {
      date: '2026-03-11',
      bookings: 1,
      tickets: 2,
      gross: [{ currency: 'USD', amountMinor: 5_050 }],
      placesSold: 0,
      capacity: 0,
      fillRate: null,
    },
  ],
  totals: {
    bookings: 3,
    tickets: 7,
    gross: [
      { currency: 'EGP', amountMinor: 45_000 },
      { currency: 'USD', amountMinor: 15_050 },
    ],
    placesSold: 6,
    capacity: 30,
    fillRate: 0.2,
  },
};

export const statement: Statement = {
  month: '2026-03',
  timeZone: 'Africa/Cairo',
  commissionPerMille: 150,
  complete: true,
  moneyMoves: false,
  notice: 'Kemet takes test payments only: no real money moved for these bookings and none will be paid out.',
  totals: [
    { currency: 'EGP', bookings: 1, grossMinor: 45_005, commissionMinor: 6_751, netMinor: 38_254 },
    { currency: 'USD', bookings: 2, grossMinor: 11_230, commissionMinor: 1_685, netMinor: 9_545 },
  ],
  lines: [
    {
      reference: 'KMT-7F3A2B',
      bookedAt: '2026-03-05T10:00:00Z',
      experience: 'Felucca at sunset',
      sessionStartsAt: '2026-03-20T14:00:00Z',
      tickets: 2,
      currency: 'USD',
      grossMinor: 10_000,
      commissionMinor: 1_500,
      netMinor: 8_500,
    },
    {
      reference: 'KMT-91C0DD',
      bookedAt: '2026-03-12T10:00:00Z',
      experience: 'Nubian village',
      sessionStartsAt: '2026-03-20T08:00:00Z',
      tickets: 3,
      currency: 'EGP',
      grossMinor: 45_005,
      commissionMinor: 6_751,
      netMinor: 38_254,
    },
    {
      reference: 'KMT-0A11B2',
      bookedAt: '2026-03-13T10:00:00Z',
      experience: 'Felucca at sunset',
      sessionStartsAt: '2026-03-21T14:00:00Z',
      tickets: 1,
      currency: 'USD',
      grossMinor: 1_230,
      commissionMinor: 185,
      netMinor: 1_045,
    },
  ],
};
