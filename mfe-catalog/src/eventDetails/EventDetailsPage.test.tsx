import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kemet/platform';
import { experiencesApi } from '@kemet/platform/experiences-api';
import { makeExperience, renderAt } from '@kemet/tooling/testing';
import { EventDetailsPage } from './EventDetailsPage';

jest.mock('@kemet/platform/experiences-api', () => jest.requireActual('../testing/mockModules').mockExperiencesApi());
jest.mock('@kemet/platform', () => jest.requireActual('../testing/mockModules').mockPlatform());
const api = jest.mocked(experiencesApi);
const renderDetails = (eventId: string) =>
  renderAt(`/eventdetails/${eventId}`, '/eventdetails/:eventId', <EventDetailsPage />);

beforeEach(() => {
  jest.clearAllMocks();
});

describe('EventDetailsPage', () => {
  it('loads the record id eventId + 1 and shows banner, description, company card and ticket card', async () => {
    api.get.mockResolvedValue(
      makeExperience({
        id: 6,
        name: 'Felucca Sunset',
        ticketPrice: 40,
        sale: 150,
        discountedPrice: 34,
        salePercent: 15,
        startsAt: '2099-01-15T06:00:00.000Z',
      }),
    );
    renderDetails('5');
    expect(screen.getByRole('status', { name: 'Loading the event' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Felucca Sunset' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(6, expect.any(AbortSignal));
    expect(screen.getByText('Description of experience 6.')).toBeInTheDocument();
    const company = screen.getByRole('complementary', { name: 'About Nile Horizon Tours' });
    expect(within(company).getByText('Trusted Partner')).toBeInTheDocument();
    const website = within(company).getByRole('link', { name: /nilehorizon\.example/ });
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('34$')).toBeInTheDocument();
    expect(screen.getByText('Save 15%')).toBeInTheDocument();
    const tickets = screen.getByRole('region', { name: 'Tickets' });
    expect(JSON.parse(within(tickets).getByTestId('remote-checkout-BuyBox').textContent ?? '{}')).toMatchObject({
      experience: { id: 6 },
      action: 'event',
    });
    const banner = screen.getAllByRole('img', { name: 'Felucca Sunset' })[0]!;
    expect(banner).toHaveAttribute('loading', 'eager');
  });

  it('for an event whose start has passed, the ticket card says so and offers no booking', async () => {
    api.get.mockResolvedValue(makeExperience({ id: 6, name: 'Felucca Sunset', startsAt: '2026-01-10T15:00:00Z' }));
    renderDetails('5');
    const card = await screen.findByRole('region', { name: 'Tickets' });
    expect(within(card).getByText('This event has already taken place')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Booking Now' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Booking Now' })).not.toBeInTheDocument();
  });

  it.each(['abc', '-1', '1.5'])('shows not found for the id %s without asking the server', async (eventId) => {
    renderDetails(eventId);
    expect(await screen.findByRole('heading', { name: 'We could not find that event.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all events' })).toHaveAttribute('href', '/events');
    expect(api.get).not.toHaveBeenCalled();
  });

  it('shows not found when the server has no such record', async () => {
    api.get.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'We could not find that experience.'));
    renderDetails('999');
    expect(await screen.findByRole('heading', { name: 'We could not find that event.' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the server fails, and loads again', async () => {
    api.get
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'We could not reach Kemet.'))
      .mockResolvedValue(makeExperience({ id: 3 }));
    renderDetails('2');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this event.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Experience 3' })).toBeInTheDocument();
  });
});
