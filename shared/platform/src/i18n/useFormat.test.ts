import { formatFor, warmFormats } from './useFormat';

const SESSION = '2027-01-15T06:00:00Z';

test('days and times are Cairo time, in the page language and digits', () => {
  expect(formatFor('en-GB').dateTime(SESSION)).toBe('Fri, 15 January 2027 at 08:00');
  expect(formatFor('ar-EG').time(SESSION)).toBe('٠٨:٠٠');
  expect(formatFor('ar-EG-u-nu-latn').time(SESSION)).toBe('08:00');
  expect(formatFor('en-GB').date(SESSION)).toBe('15 January 2027');
  expect(formatFor('en-GB').date(SESSION, { month: 'short', day: 'numeric' })).toBe('15 Jan');
});

test('every part of a page gets the one Format of its locale, warmed or not', async () => {
  await warmFormats('en-GB');
  expect(formatFor('en-GB')).toBe(formatFor('en-GB'));
  expect(formatFor('ar-EG')).not.toBe(formatFor('en-GB'));
  expect(formatFor('en-GB').number(1450)).toBe('1,450');
});

test("warming makes a locale's day and time formatters one a task, and the page's times then make none", async () => {
  jest.useFakeTimers();
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    // One task: the timer due now, then the promise callbacks it lets run.
    const runTask = async () => {
      jest.runOnlyPendingTimers();
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };
    const warm = warmFormats('fr-FR');
    expect(made).not.toHaveBeenCalled();
    await runTask();
    expect(made).toHaveBeenCalledTimes(1);
    await runTask();
    expect(made).toHaveBeenCalledTimes(2);
    await runTask();
    await warm;
    made.mockClear();
    expect(formatFor('fr-FR').dateTime(SESSION)).toBe('ven. 15 janvier 2027 at 08:00');
    expect(made).not.toHaveBeenCalled();
  } finally {
    made.mockRestore();
    jest.useRealTimers();
  }
});
