import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventsApi } from '../api/eventsApi';
import { makeAvailability, makeExperience, makeQuote, makeSession, renderAt } from '@kemet/tooling/testing';
import { TourDetailsPage } from './TourDetailsPage';

jest.mock('../api/eventsApi', () => jest.requireActual('../testing/mockModules').mockEventsApi());
jest.mock('@kemet/platform', () => jest.requireActual('../testing/mockModules').mockPlatform());
const api = jest.mocked(eventsApi);
const renderTour = (eventId: string) => renderAt(`/toursdetails/${eventId}`, '/toursdetails/:eventId', <TourDetailsPage />);

beforeEach(() => {
  jest.clearAllMocks();
  api.availability.mockResolvedValue(makeAvailability());
  api.quote.mockResolvedValue(makeQuote());
});

describe('TourDetailsPage', () => {
  it('shows the record at eventId + 1: banner, provider, guide card and TOUR INFO from its details', async () => {
    api.get.mockResolvedValue(makeExperience({ id: 4, name: 'Abu Simbel Sunrise', location: 'Aswan' }));
    renderTour('3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Abu Simbel Sunrise' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(4, expect.any(AbortSignal));
    const guide = screen.getByRole('region', { name: 'Your guide' });
    expect(within(guide).getByText('English and Spanish')).toBeInTheDocument();
    expect(within(guide).getByText('12 years experience')).toBeInTheDocument();
    expect(within(guide).getByText('3.5/5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'TOUR INFO' })).toBeInTheDocument();
    expect(screen.getByText('Details of experience 4: pick-up at 05:00, guide, lunch.')).toBeInTheDocument();
    expect(within(screen.getByRole('complementary')).getByText('Trusted Partner')).toBeInTheDocument();
  });

  it('offers Book this tour with the day, time and tickets chosen while the tour is ahead', async () => {
    api.get.mockResolvedValue(makeExperience({ id: 4, name: 'Abu Simbel Sunrise', kind: 'tour', startsAt: '2099-01-15T06:00:00.000Z' }));
    api.availability.mockResolvedValue(
      makeAvailability({
        experienceId: 4,
        days: [
          { date: '2099-01-15', soldOut: false, sessions: [makeSession({ id: 51 })] },
          { date: '2099-01-16', soldOut: false, sessions: [makeSession({ id: 52, startsAt: '2099-01-16T06:00:00.000Z', placesLeft: 5 })] },
        ],
      }),
    );
    renderTour('3');
    const booking = await screen.findByRole('region', { name: 'Dates and tickets' });
    expect(within(booking).getByRole('button', { name: 'Book this tour' })).toBeDisabled();
    await userEvent.click(await within(booking).findByRole('button', { name: /16 January 2099/ }));
    expect(within(booking).getByRole('radio', { name: '08:00 5 left' })).toBeChecked();
    await userEvent.click(within(booking).getByRole('button', { name: 'Add one Foreign adult' }));
    expect(within(booking).getByRole('link', { name: 'Book this tour' })).toHaveAttribute('href', '/payment/3?session=52&tickets=7x1');
    expect(screen.queryByText('This event has already taken place')).not.toBeInTheDocument();
  });

  it('once the tour has started, says so instead of the booking link', async () => {
    api.get.mockResolvedValue(makeExperience({ id: 4, name: 'Abu Simbel Sunrise', startsAt: new Date(Date.now() - 60_000).toISOString() }));
    renderTour('3');
    expect(await screen.findByText('This event has already taken place')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book this tour' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not Available!' })).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('shows not found with a link back to the tours for an unknown id', async () => {
    renderTour('tour-one');
    expect(await screen.findByRole('heading', { name: 'We could not find that tour.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all tours' })).toHaveAttribute('href', '/tours');
  });
});
