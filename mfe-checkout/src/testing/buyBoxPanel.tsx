// The buy box's tests' fakes and fixtures: import this module before the buy box (its jest.mock then applies to every
// later import of the file). Sessions on Thursday 15 January 2099 and the days around it, and the panel on an event.
import { screen } from '@testing-library/react';
import type { Experience } from '@kemet/contract';
import { experiencesApi } from '@kemet/platform/experiences-api';
import { makeExperience, makeQuote, makeSession, renderAt } from '@kemet/tooling/testing';
import { BuyBox } from '../buyBox/BuyBox';

jest.mock('@kemet/platform/experiences-api', () => ({
  experiencesApi: {
    list: jest.fn(),
    get: jest.fn(),
    locations: jest.fn(),
    providers: jest.fn(),
    availability: jest.fn(),
    quote: jest.fn(),
  },
}));
export const api = jest.mocked(experiencesApi);

// Thursday 15 January 2099, 08:00 and 15:00 Cairo time (06:00 and 13:00 UTC).
export const morning = makeSession({ id: 31, placesLeft: 3 });
export const afternoon = makeSession({
  id: 32,
  startsAt: '2099-01-15T13:00:00.000Z',
  endsAt: '2099-01-15T16:00:00.000Z',
  placesLeft: 0,
  bookable: false,
});
export const soldOutDay = {
  date: '2099-01-16',
  soldOut: true,
  sessions: [makeSession({ id: 33, startsAt: '2099-01-16T06:00:00.000Z', placesLeft: 0, bookable: false })],
};
export const pastCutOff = makeSession({ id: 36, startsAt: '2099-01-15T16:00:00.000Z', placesLeft: 7, bookable: false });
export const closedDay = {
  date: '2099-01-17',
  soldOut: false,
  sessions: [makeSession({ id: 34, startsAt: '2099-01-17T06:00:00.000Z', status: 'closed', bookable: false })],
};

export const renderPanel = (experience: Partial<Experience> = {}, search = '') =>
  renderAt(
    `/eventdetails/2${search}`,
    '/eventdetails/:eventId',
    <BuyBox experience={makeExperience({ id: 3, ...experience })} action="event" />,
  );

export const dayButton = (name: RegExp) => screen.getByRole('button', { name });
export const addOne = (label: string) => screen.getByRole('button', { name: `Add one ${label}` });
export const removeOne = (label: string) => screen.getByRole('button', { name: `Remove one ${label}` });

/** Every test starts with no calls recorded and each choice priced with the default quote. */
export function answerQuotesAsUsual(): void {
  jest.clearAllMocks();
  api.quote.mockResolvedValue(makeQuote());
}
