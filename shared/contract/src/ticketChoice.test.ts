import { ticketChoiceFromSearch, ticketChoiceToSearch } from './ticketChoice';

test('a choice survives the round trip through a URL', () => {
  const search = ticketChoiceToSearch({
    sessionId: 41,
    tickets: [
      { categoryId: 7, quantity: 2 },
      { categoryId: 8, quantity: 1 },
    ],
  });
  expect(search).toBe('session=41&tickets=7x2.8x1');
  expect(ticketChoiceFromSearch(`?${search}`)).toEqual({
    sessionId: 41,
    tickets: [
      { categoryId: 7, quantity: 2 },
      { categoryId: 8, quantity: 1 },
    ],
  });
});

test('a search without a session names no choice', () => {
  expect(ticketChoiceFromSearch('')).toBeNull();
  expect(ticketChoiceFromSearch('?session=abc&tickets=7x2')).toBeNull();
  expect(ticketChoiceFromSearch('?session=0')).toBeNull();
});

test('malformed tickets keep the session but drop the tickets', () => {
  expect(ticketChoiceFromSearch('?session=5&tickets=7x2.oops')).toEqual({ sessionId: 5, tickets: [] });
  expect(ticketChoiceFromSearch('?session=5&tickets=7x0')).toEqual({ sessionId: 5, tickets: [] });
  expect(ticketChoiceFromSearch('?session=5')).toEqual({ sessionId: 5, tickets: [] });
});
