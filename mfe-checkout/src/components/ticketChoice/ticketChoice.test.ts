import { makeCategories, makeSession } from '@kemet/tooling/testing';
import { maxQuantityFor } from './ticketChoice';

const categories = makeCategories(); // foreign adult 7, child 8, infant on a lap 9
const most = (tickets: { categoryId: number; quantity: number }[], categoryId: number, placesLeft?: number) =>
  maxQuantityFor(tickets, categories, placesLeft === undefined ? undefined : makeSession({ placesLeft }), categoryId);

describe('maxQuantityFor', () => {
  it('allows 10 tickets a booking across the categories', () => {
    expect(most([], 7, 500)).toBe(10);
    expect(most([{ categoryId: 7, quantity: 3 }], 8, 500)).toBe(7);
    expect(most([{ categoryId: 7, quantity: 3 }], 7, 500)).toBe(10);
  });

  it('keeps the places taken within the places left, once a session is chosen; an infant on a lap takes none', () => {
    expect(most([{ categoryId: 7, quantity: 2 }], 8, 3)).toBe(1);
    expect(most([{ categoryId: 7, quantity: 2 }], 8)).toBe(8);
    expect(most([{ categoryId: 7, quantity: 3 }], 9, 3)).toBe(6);
  });

  it('lets young children in only beside an adult ticket, two per adult', () => {
    expect(most([], 9, 50)).toBe(0);
    expect(most([{ categoryId: 8, quantity: 2 }], 9, 50)).toBe(0);
    expect(most([{ categoryId: 7, quantity: 1 }], 9, 50)).toBe(2);
    expect(
      most(
        [
          { categoryId: 7, quantity: 2 },
          { categoryId: 9, quantity: 3 },
        ],
        9,
        50,
      ),
    ).toBe(4);
  });

  it('never goes below nothing, even for a choice already over a limit', () => {
    expect(most([{ categoryId: 7, quantity: 5 }], 8, 2)).toBe(0);
  });
});
