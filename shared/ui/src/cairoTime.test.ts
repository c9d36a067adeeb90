import {
  cairoDayOf,
  cairoIso,
  formatCairoDate,
  formatCairoDateTime,
  formatCairoTime,
  formatVisitorTime,
} from './cairoTime';

test('winter times are UTC+2 in Cairo', () => {
  expect(formatCairoDateTime('2027-01-15T06:00:00Z')).toBe('Fri, 15 January 2027 at 08:00');
});

test('summer times are UTC+3 in Cairo (daylight saving since 2023)', () => {
  expect(formatCairoTime('2026-07-01T05:00:00Z')).toBe('08:00');
  // 24 April 2026, last Friday of April: 00:00 becomes 01:00, so 22:00 UTC the day before is 01:00 on the 24th.
  expect(formatCairoTime('2026-04-23T22:00:00Z')).toBe('01:00');
  // 29 October 2026, last Thursday: 24:00 becomes 23:00, so 21:30 and 20:30 UTC are both 23:30 in Cairo.
  expect(formatCairoTime('2026-10-29T20:30:00Z')).toBe('23:30');
  expect(formatCairoTime('2026-10-29T21:30:00Z')).toBe('23:30');
});

test('structured data writes an instant with the offset Cairo keeps then', () => {
  expect(cairoIso('2026-12-01T17:00:00Z')).toBe('2026-12-01T19:00:00+02:00');
  expect(cairoIso('2026-07-01T05:00:00Z')).toBe('2026-07-01T08:00:00+03:00');
});

test('the Cairo day of an instant can differ from its UTC day', () => {
  expect(cairoDayOf('2027-01-14T23:30:00Z')).toBe('2027-01-15');
  expect(formatCairoDate('2027-01-14T23:30:00Z')).toBe('Fri, 15 January 2027');
});

test("the visitor's own time is shown only when it differs from Cairo's", () => {
  expect(formatVisitorTime('2027-01-15T06:00:00Z', 'Africa/Cairo')).toBeNull();
  expect(formatVisitorTime('2027-01-15T06:00:00Z', 'Europe/Paris')).toBe('07:00 your time (Europe/Paris)');
  expect(formatVisitorTime('2027-01-15T03:00:00Z', 'America/New_York')).toBe(
    'Thu 14 Jan, 22:00 your time (America/New_York)',
  );
});

describe('warmSessionTimes', () => {
  let made: jest.SpyInstance;
  let times: typeof import('./cairoTime');
  beforeEach(() => {
    // A fresh copy of the module: its formatters not made yet. Loaded before the fake timers, whose fake Date it would
    // otherwise extend.
    jest.isolateModules(() => {
      times = jest.requireActual<typeof import('./cairoTime')>('./cairoTime');
    });
    jest.useFakeTimers();
    made = jest.spyOn(Intl, 'DateTimeFormat');
  });
  afterEach(() => {
    made.mockRestore();
    jest.useRealTimers();
  });

  test("reads Cairo's and the visitor's offsets and makes the day's formatter one a task, and a session's times then make none", () => {
    times.warmSessionTimes('Europe/Paris');
    expect(made).not.toHaveBeenCalled();
    const perTask: number[] = [];
    while (jest.getTimerCount() > 0) {
      const before = made.mock.calls.length;
      jest.runOnlyPendingTimers();
      perTask.push(made.mock.calls.length - before);
    }
    expect(perTask).toEqual([1, 1, 1]);
    made.mockClear();
    expect(times.formatVisitorTime('2027-01-15T06:00:00Z', 'Europe/Paris')).toBe('07:00 your time (Europe/Paris)');
    expect(times.formatCairoDateTime('2027-01-15T06:00:00Z')).toBe('Fri, 15 January 2027 at 08:00');
    expect(made).not.toHaveBeenCalled();
  });

  test("a zone's formatters are made once, however often its times are shown", () => {
    for (let i = 0; i < 5; i++) times.formatVisitorTime('2027-01-15T03:00:00Z', 'America/New_York');
    // An offset formatter for each zone, and the visitor's short day.
    expect(made).toHaveBeenCalledTimes(3);
  });
});
