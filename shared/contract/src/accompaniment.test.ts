import { infantsRoomLeft } from './accompaniment';

describe('infantsRoomLeft', () => {
  it('gives each adult, student or senior ticket room for two young children', () => {
    expect(infantsRoomLeft([{ code: 'adult', quantity: 1 }])).toBe(2);
    expect(
      infantsRoomLeft([
        { code: 'student', quantity: 1 },
        { code: 'senior', quantity: 1 },
        { code: 'infant', quantity: 3 },
      ]),
    ).toBe(1);
  });

  it('leaves none for young children alone, or beside children only', () => {
    expect(infantsRoomLeft([{ code: 'infant', quantity: 10 }])).toBe(-10);
    expect(
      infantsRoomLeft([
        { code: 'child', quantity: 2 },
        { code: 'infant', quantity: 1 },
      ]),
    ).toBe(-1);
    expect(
      infantsRoomLeft([
        { code: 'adult', quantity: 1 },
        { code: 'infant', quantity: 3 },
      ]),
    ).toBe(-1);
  });
});
