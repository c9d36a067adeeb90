// The payment page's services, faked for its tests: import this module before the page (its jest.mock calls then
// apply to every later import of the file), and answer as a test needs through `paymentApis`.
import type { Experience, Hold } from '@kemet/contract';
import { experiencesApi } from '@kemet/platform/experiences-api';
import { makeAvailability, makeExperience } from '@kemet/tooling/testing';
import { bookingsApi } from '../api/bookingsApi';
import { holdsApi } from '../api/holdsApi';
import { KARNAK, signInTraveller } from './paymentPage';

jest.mock('@kemet/platform/experiences-api', () => ({
  ...jest.requireActual('@kemet/platform/experiences-api'),
  experiencesApi: { get: jest.fn(), availability: jest.fn() },
}));
jest.mock('../api/bookingsApi', () => ({
  ...jest.requireActual('../api/bookingsApi'),
  bookingsApi: { create: jest.fn(), listMine: jest.fn(), cancel: jest.fn() },
}));
jest.mock('../api/holdsApi', () => ({ holdsApi: { create: jest.fn(), release: jest.fn() } }));

export const paymentApis = {
  getEvent: experiencesApi.get as jest.Mock,
  getAvailability: experiencesApi.availability as jest.Mock,
  createBooking: bookingsApi.create as jest.Mock,
  createHold: holdsApi.create as jest.Mock,
  releaseHold: holdsApi.release as jest.Mock,
};

/** A traveller signed in on Karnak (or `experience`) with the usual sessions, every hold answered with `hold`. */
export function answerWith(hold: Hold, experience: Experience = makeExperience(KARNAK)): void {
  signInTraveller();
  paymentApis.getEvent.mockReset().mockResolvedValue(experience);
  paymentApis.getAvailability.mockReset().mockResolvedValue(makeAvailability());
  paymentApis.createBooking.mockReset();
  paymentApis.createHold.mockReset().mockResolvedValue({ hold });
  paymentApis.releaseHold.mockReset().mockResolvedValue(undefined);
}
