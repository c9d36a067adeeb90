// The schedule generator: weekly slots → session instants (docs/product/rules.md#sessions-and-ticket-categories).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cairoDateOf } from '../src/sessions/cairoTime.js';
import { GENERATION_DAYS, planSessions, type ScheduleSlot } from '../src/sessions/schedule.js';

const EXCEPT_FRIDAY = [0, 1, 2, 3, 4, 6];
const slots = (
  experienceId: number,
  weekdays: number[],
  times: string[],
  extra: Partial<ScheduleSlot> = {},
): ScheduleSlot[] =>
  weekdays.flatMap((weekday) =>
    times.map((localTime) => ({
      experienceId,
      weekday,
      localTime,
      durationMinutes: 120,
      capacity: 20,
      bookingCutoffMinutes: 60,
      ...extra,
    })),
  );
const cairoTime = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Cairo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
const cairoWeekday = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', weekday: 'long' }).format(d);

describe('planSessions', () => {
  test('daily at 08:00 and 15:00 Cairo time: two sessions a day, in order, with duration, capacity and cut-off', () => {
    const planned = planSessions(slots(3, [0, 1, 2, 3, 4, 5, 6], ['08:00', '15:00']), '2027-01-04', 7);
    assert.equal(planned.length, 14);
    assert.deepEqual(
      planned.slice(0, 3).map((s) => s.startsAt.toISOString()),
      ['2027-01-04T06:00:00.000Z', '2027-01-04T13:00:00.000Z', '2027-01-05T06:00:00.000Z'],
    );
    assert.deepEqual([...new Set(planned.map((s) => cairoTime(s.startsAt)))], ['08:00', '15:00']);
    const first = planned[0];
    assert.equal(first.endsAt.getTime() - first.startsAt.getTime(), 120 * 60_000);
    assert.equal(first.capacity, 20);
    assert.equal(first.bookingCutoffMinutes, 60);
    assert.equal(first.experienceId, 3);
  });

  test('no Friday sessions: six days a week', () => {
    const planned = planSessions(slots(9, EXCEPT_FRIDAY, ['09:00']), '2027-01-04', 14);
    assert.equal(planned.length, 12);
    assert.ok(planned.every((s) => cairoWeekday(s.startsAt) !== 'Friday'));
    assert.ok(planned.some((s) => cairoWeekday(s.startsAt) === 'Saturday'));
  });

  test('keeps Cairo wall-clock time across both 2026 switch days', () => {
    const spring = planSessions(slots(1, [4, 5, 6], ['08:00']), '2026-04-23', 3);
    assert.deepEqual(
      spring.map((s) => s.startsAt.toISOString()),
      ['2026-04-23T06:00:00.000Z', '2026-04-24T05:00:00.000Z', '2026-04-25T05:00:00.000Z'],
    );
    const autumn = planSessions(slots(1, [4, 5], ['08:00']), '2026-10-29', 2);
    assert.deepEqual(
      autumn.map((s) => s.startsAt.toISOString()),
      ['2026-10-29T05:00:00.000Z', '2026-10-30T06:00:00.000Z'],
    );
    assert.ok([...spring, ...autumn].every((s) => cairoTime(s.startsAt) === '08:00'));
  });

  test("00:30 on 24 April 2026 moves to 01:30; 23:30 on 29 October 2026 is the first one; a slot that lands on another slot's instant is planned once", () => {
    const gap = planSessions(slots(1, [5], ['00:30', '01:30']), '2026-04-24', 1);
    assert.equal(gap.length, 1);
    assert.equal(gap[0].startsAt.toISOString(), '2026-04-23T22:30:00.000Z');
    assert.equal(cairoTime(gap[0].startsAt), '01:30');
    const twice = planSessions(slots(1, [4], ['23:30']), '2026-10-29', 1);
    assert.deepEqual(
      twice.map((s) => s.startsAt.toISOString()),
      ['2026-10-29T20:30:00.000Z'],
    );
  });

  test('a 90-day window: every day from the first, none after', () => {
    assert.equal(GENERATION_DAYS, 90);
    const planned = planSessions(slots(2, [0, 1, 2, 3, 4, 5, 6], ['08:00']), '2026-11-24', GENERATION_DAYS);
    assert.equal(planned.length, 90);
    assert.equal(cairoDateOf(planned[0].startsAt), '2026-11-24');
    assert.equal(cairoDateOf(planned[89].startsAt), '2027-02-21');
  });

  test('idempotent and independent of slot order: the same input gives the same sessions', () => {
    const input = [...slots(1, [1, 3], ['08:00', '15:00']), ...slots(2, EXCEPT_FRIDAY, ['10:00'])];
    const a = planSessions(input, '2027-03-01', 30);
    const b = planSessions([...input].reverse(), '2027-03-01', 30);
    assert.deepEqual(a, b);
    assert.equal(new Set(a.map((s) => `${s.experienceId}@${s.startsAt.toISOString()}`)).size, a.length);
  });

  test('no slots or no days: nothing', () => {
    assert.deepEqual(planSessions([], '2027-03-01', 30), []);
    assert.deepEqual(planSessions(slots(1, [1], ['08:00']), '2027-03-01', 0), []);
  });
});
