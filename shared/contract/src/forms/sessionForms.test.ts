// The schedule forms refuse what the API refuses, in the same words (api/test/partnerSessions.test.ts sends the same
// hostile input to the service).
import { messages } from '../messages';
import { cancelSessionSchema, categorySchema, closureSchema, oneOffSessionSchema } from './sessionForms';
import { validate } from './validate';

const session = { date: '2027-03-10', time: '18:30', durationMinutes: 90, capacity: 12, bookingCutoffMinutes: 0 };
const category = {
  code: 'adult',
  residency: 'egyptian',
  label: 'Egyptian adult',
  minAge: 18,
  maxAge: null,
  proof: 'national_id',
  takesPlace: true,
  price: 150.5,
};

describe('the schedule forms', () => {
  it('accept a one-off session and a category within the limits', () => {
    expect(validate(oneOffSessionSchema, session)).toMatchObject({ ok: true });
    expect(validate(categorySchema, category)).toMatchObject({ ok: true });
    expect(validate(categorySchema, { ...category, price: 0 })).toMatchObject({ ok: true });
    expect(validate(categorySchema, { ...category, price: 100_000 })).toMatchObject({ ok: true });
  });

  it.each([
    [{ date: '2027-02-30' }, 'date', messages.dateInvalid],
    [{ time: '24:10' }, 'time', messages.timeInvalid],
    [{ capacity: 0 }, 'capacity', messages.capacityInvalid],
    [{ capacity: 5001 }, 'capacity', messages.capacityInvalid],
    [{ durationMinutes: 2 }, 'durationMinutes', messages.durationInvalid],
    [{ bookingCutoffMinutes: -1 }, 'bookingCutoffMinutes', messages.cutoffInvalid],
  ])('refuse the session %j on %s', (change, field, message) => {
    expect(validate(oneOffSessionSchema, { ...session, ...change })).toEqual({
      ok: false,
      fields: { [field]: message },
    });
  });

  it.each([
    [{ price: -1 }, 'price', messages.priceInvalid],
    [{ price: 100_000.01 }, 'price', messages.priceTooHigh],
    [{ price: 1.234 }, 'price', messages.priceInvalid],
    [{ minAge: 30, maxAge: 12 }, 'maxAge', messages.ageBandInvalid],
    [{ proof: 'library_card' }, 'proof', messages.categoryInvalid],
    [{ label: '  ' }, 'label', messages.fieldRequired],
  ])('refuse the category %j on %s', (change, field, message) => {
    expect(validate(categorySchema, { ...category, ...change })).toEqual({ ok: false, fields: { [field]: message } });
  });

  it('refuse a closure ending before it starts, and a cancellation without a reason', () => {
    expect(validate(closureSchema, { from: '2027-01-10', to: '2027-01-08', reason: 'Eid' })).toEqual({
      ok: false,
      fields: { to: messages.closureEndBeforeStart },
    });
    expect(validate(cancelSessionSchema, { reason: ' ' })).toEqual({
      ok: false,
      fields: { reason: messages.travellersReasonRequired },
    });
  });
});
