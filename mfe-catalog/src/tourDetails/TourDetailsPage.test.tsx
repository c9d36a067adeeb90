import { screen, within } from '@testing-library/react';
import { experiencesApi } from '@kemet/platform/experiences-api';
import { Route, Routes, useLocation } from '@kemet/platform';
import { makeExperience, renderAt } from '@kemet/tooling/testing';
import { TourDetailsPage } from './TourDetailsPage';

jest.mock('@kemet/platform/experiences-api', () => jest.requireActual('../testing/mockModules').mockExperiencesApi());
jest.mock('@kemet/platform', () => jest.requireActual('../testing/mockModules').mockPlatform());
const api = jest.mocked(experiencesApi);
/** The tour's route, and where the event's address leads. */
function TourDetailsRoutes() {
  const { pathname, search } = useLocation();
  return (
    <Routes>
      <Route path="/toursdetails/:eventId" element={<TourDetailsPage />} />
      <Route path="/eventdetails/:eventId" element={<p data-testid="event-page">{pathname + search}</p>} />
    </Routes>
  );
}

const renderTour = (eventId: string) =>
  renderAt(`/toursdetails/${eventId}`, '/toursdetails/:eventId', <TourDetailsPage />);

beforeEach(() => {
  jest.clearAllMocks();
});

describe('TourDetailsPage', () => {
  it('shows the record at eventId + 1: banner, provider, guide card and TOUR INFO from its details', async () => {
    api.get.mockResolvedValue(makeExperience({ id: 4, name: 'Abu Simbel Sunrise', location: 'Aswan', kind: 'tour' }));
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

  it("moves an event's id to the event's address, keeping the query (its one address)", async () => {
    api.get.mockResolvedValue(makeExperience({ id: 4, name: 'Felucca Sunset', kind: 'event' }));
    renderAt('/toursdetails/3?date=2099-01-15', '/*', <TourDetailsRoutes />);
    expect(await screen.findByTestId('event-page')).toHaveTextContent('/eventdetails/3?date=2099-01-15');
  });

  it("offers checkout's buy box for the tour while it is ahead", async () => {
    api.get.mockResolvedValue(
      makeExperience({ id: 4, name: 'Abu Simbel Sunrise', kind: 'tour', startsAt: '2099-01-15T06:00:00.000Z' }),
    );
    renderTour('3');
    const booking = await screen.findByRole('region', { name: 'Dates and tickets' });
    expect(JSON.parse(within(booking).getByTestId('remote-checkout-BuyBox').textContent ?? '{}')).toMatchObject({
      experience: { id: 4 },
      action: 'tour',
    });
    expect(screen.queryByText('This event has already taken place')).not.toBeInTheDocument();
  });

  it('once the tour has started, says so instead of the booking link', async () => {
    api.get.mockResolvedValue(
      makeExperience({
        id: 4,
        name: 'Abu Simbel Sunrise',
        kind: 'tour',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    renderTour('3');
    expect(await screen.findByText('This event has already taken place')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book this tour' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not Available!' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('remote-checkout-BuyBox')).not.toBeInTheDocument();
  });

  it('shows not found with a link back to the tours for an unknown id', async () => {
    renderTour('tour-one');
    expect(await screen.findByRole('heading', { name: 'We could not find that tour.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all tours' })).toHaveAttribute('href', '/tours');
  });
});
