import { messages } from './messages';
import { salesRangeProblems, shiftDay, statementMonthProblem } from './salesPeriods';

describe('sales ranges', () => {
  it('takes real days in order, up to a leap year', () => {
    expect(salesRangeProblems('2026-03-01', '2026-03-01')).toEqual({});
    expect(salesRangeProblems('2027-01-01', '2028-01-01')).toEqual({});
    expect(salesRangeProblems('2027-01-01', '2028-01-02')).toEqual({ to: messages.rangeTooLong });
    expect(salesRangeProblems('2026-03-02', '2026-03-01')).toEqual({ to: messages.rangeBackwards });
  });

  it('names each field that is no real date', () => {
    expect(salesRangeProblems('2026-02-29', '')).toEqual({ from: messages.dateInvalid, to: messages.dateInvalid });
    expect(salesRangeProblems('2028-02-29', '9999-12-31')).toEqual({ to: messages.dateInvalid });
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('statement months', () => {
  it('takes a real month up to the current one', () => {
    expect(statementMonthProblem('2026-11', '2026-11')).toBeNull();
    expect(statementMonthProblem('2025-12', '2026-11')).toBeNull();
    expect(statementMonthProblem('2026-12', '2026-11')).toBe(messages.monthInFuture);
    for (const bad of ['2026-13', '2026-00', '2026-1', 'November', '1969-12'])
      expect(statementMonthProblem(bad, '2026-11')).toBe(messages.monthInvalid);
  });
});
