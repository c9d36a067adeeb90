import { readChoice, ticketsParam, writeChoice } from './choiceInUrl';

describe('the buy box choice in the address', () => {
  it('reads the day, the time and the tickets', () => {
    expect(readChoice('?date=2027-03-11&time=17:30&tickets=7x2.8x1')).toEqual({
      month: null,
      date: '2027-03-11',
      time: '17:30',
      sessionId: null,
      quantities: { 7: 2, 8: 1 },
    });
  });

  it('reads what is malformed or impossible as absent', () => {
    for (const search of [
      '?date=2027-02-30&time=24:00',
      '?date=27-03-11&time=7:30',
      '?date=1999-12-31&time=12:60',
      '?date=&time=',
      '?date=2027-03-11x&time=17:30:00',
    ])
      expect({ search, ...readChoice(search) }).toMatchObject({ search, date: null, time: null });
    expect(readChoice('?tickets=7x0.abc').quantities).toEqual({});
    for (const month of ['2027-13', '2027-3', '2027-03-01', 'x'])
      expect(readChoice(`?month=${month}`).month).toBeNull();
    expect(readChoice('?month=2027-04').month).toBe('2027-04');
  });

  it("reads a session named by id (the payment page's format) and the former `day`", () => {
    expect(readChoice('?day=2027-03-11&session=41&tickets=7x1')).toEqual({
      month: null,
      date: '2027-03-11',
      time: null,
      sessionId: 41,
      quantities: { 7: 1 },
    });
  });

  it('writes the day, then its time, then the tickets, each only when there is one', () => {
    expect(writeChoice({ date: '2027-03-11', time: '17:30', quantities: { 7: 2, 8: 0 } })).toBe(
      'date=2027-03-11&time=17%3A30&tickets=7x2',
    );
    expect(writeChoice({ date: null, time: '17:30', quantities: {} })).toBe('');
    expect(ticketsParam({ 8: 1, 7: 3 })).toBe('7x3.8x1');
  });
});
