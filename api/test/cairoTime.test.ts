// Cairo wall-clock → UTC on ordinary days and on Egypt's 2026 switch days
// (docs/product/rules.md#sessions-and-ticket-categories).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  addDays,
  cairoDateOf,
  cairoOffsetMinutes,
  cairoToUtc,
  daysBetween,
  isCalendarDate,
  weekdayOf,
} from '../src/sessions/cairoTime.js';

const iso = (date: Date) => date.toISOString();

describe('cairoToUtc', () => {
  test('winter (EET, UTC+2) and summer (EEST, UTC+3) days', () => {
    assert.equal(iso(cairoToUtc('2027-01-15', '08:00')), '2027-01-15T06:00:00.000Z');
    assert.equal(iso(cairoToUtc('2026-07-01', '08:00')), '2026-07-01T05:00:00.000Z');
    assert.equal(iso(cairoToUtc('2026-12-31', '23:30')), '2026-12-31T21:30:00.000Z');
    assert.equal(iso(cairoToUtc('2027-01-01', '00:00:00')), '2026-12-31T22:00:00.000Z');
  });

  test('24 April 2026: clocks go forward at 00:00, so 00:30 does not exist and moves forward by the gap to 01:30 EEST', () => {
    assert.equal(iso(cairoToUtc('2026-04-23', '23:59')), '2026-04-23T21:59:00.000Z');
    assert.equal(iso(cairoToUtc('2026-04-24', '00:00')), '2026-04-23T22:00:00.000Z');
    assert.equal(iso(cairoToUtc('2026-04-24', '00:30')), '2026-04-23T22:30:00.000Z');
    assert.equal(iso(cairoToUtc('2026-04-24', '01:30')), '2026-04-23T22:30:00.000Z', '01:30 EEST is that same instant');
    assert.equal(cairoDateOf(cairoToUtc('2026-04-24', '00:30')), '2026-04-24');
    assert.equal(iso(cairoToUtc('2026-04-24', '08:00')), '2026-04-24T05:00:00.000Z');
  });

  test('29 October 2026: clocks go back at 24:00, so 23:30 happens twice and is its first occurrence (EEST)', () => {
    assert.equal(iso(cairoToUtc('2026-10-29', '22:59')), '2026-10-29T19:59:00.000Z');
    assert.equal(iso(cairoToUtc('2026-10-29', '23:30')), '2026-10-29T20:30:00.000Z');
    assert.equal(cairoOffsetMinutes(new Date('2026-10-29T21:30:00Z')), 120, 'the second 23:30, in EET, exists too');
    assert.equal(iso(cairoToUtc('2026-10-30', '00:00')), '2026-10-29T22:00:00.000Z');
    assert.equal(iso(cairoToUtc('2026-10-30', '08:00')), '2026-10-30T06:00:00.000Z');
  });

  test('refuses what is not a date or a time', () => {
    assert.throws(() => cairoToUtc('2026-02-30', '08:00'), RangeError);
    assert.throws(() => cairoToUtc('2026-02-01', '8am'), RangeError);
  });
});

describe('calendar days', () => {
  test('Cairo day of an instant near midnight', () => {
    assert.equal(cairoDateOf(new Date('2026-11-23T22:30:00Z')), '2026-11-24');
    assert.equal(cairoDateOf(new Date('2026-07-23T20:30:00Z')), '2026-07-23');
  });

  test('weekdays, day arithmetic and validation', () => {
    assert.equal(weekdayOf('2026-04-24'), 5, 'the last Friday of April 2026');
    assert.equal(weekdayOf('2026-10-29'), 4, 'the last Thursday of October 2026');
    assert.equal(addDays('2026-12-31', 1), '2027-01-01');
    assert.equal(addDays('2026-03-01', -1), '2026-02-28');
    assert.equal(daysBetween('2026-01-01', '2026-04-11'), 100);
    assert.equal(daysBetween('2026-01-02', '2026-01-01'), -1);
    assert.equal(isCalendarDate('2026-02-29'), false);
    assert.equal(isCalendarDate('2028-02-29'), true);
  });
});
