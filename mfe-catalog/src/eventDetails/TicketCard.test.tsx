import { act, screen } from '@testing-library/react';
import { makeExperience, renderAt } from '@kemet/tooling/testing';
import { TicketCard } from './TicketCard';

jest.mock('@kemet/platform', () => jest.requireActual('../testing/mockModules').mockPlatform());

const renderCard = (overrides: Parameters<typeof makeExperience>[0]) => {
  const experience = makeExperience(overrides);
  return renderAt(
    `/eventdetails/${experience.id - 1}`,
    '/eventdetails/:eventId',
    <TicketCard experience={experience} />,
  );
};

/** Checkout's buy box, as the card embeds it (the platform's RemoteComponent, stubbed): the event and its action. */
const buyBoxProps = () =>
  JSON.parse(screen.getByTestId('remote-checkout-BuyBox').textContent ?? '{}') as {
    experience: { id: number };
    action: string;
  };

describe('TicketCard', () => {
  afterEach(() => jest.useRealTimers());

  it("shows the price with a $ suffix and no sale when sale is 0, then checkout's buy box for this event", () => {
    renderCard({ ticketPrice: 85, sale: 0 });
    expect(screen.getByText('85$')).toBeInTheDocument();
    expect(screen.queryByText(/Save/)).not.toBeInTheDocument();
    expect(screen.queryByText('SALE FOR')).not.toBeInTheDocument();
    expect(buyBoxProps()).toMatchObject({ experience: { id: 1 }, action: 'event' });
  });

  it('on sale, shows the discounted price beside the struck-through full price and the true percentage', () => {
    renderCard({ ticketPrice: 120, sale: 150, discountedPrice: 102, salePercent: 15 });
    expect(screen.getByText('102$')).toBeInTheDocument();
    expect(screen.getByText('120$').tagName).toBe('S');
    expect(screen.getByText('Save 15%')).toBeInTheDocument();
    expect(screen.getByTestId('remote-checkout-BuyBox')).toBeInTheDocument();
  });

  it('counts down from 00:00:59 each second and hides the timer and Save label at zero, keeping the price', () => {
    jest.useFakeTimers();
    renderCard({ ticketPrice: 200, sale: 125, discountedPrice: 175, salePercent: 12.5 });
    expect(screen.getByText('00:00:59')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByText('00:00:58')).toBeInTheDocument();
    for (let i = 0; i < 57; i++)
      act(() => {
        jest.advanceTimersByTime(1000);
      });
    expect(screen.getByText('00:00:01')).toBeInTheDocument();
    expect(screen.getByText('Save 12.5%')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('SALE FOR')).not.toBeInTheDocument();
    expect(screen.queryByText(/Save/)).not.toBeInTheDocument();
    expect(screen.getByText('175$')).toBeInTheDocument();
  });

  it('once the event has started, says so instead of the sale timer and the buy box', () => {
    renderCard({
      id: 7,
      ticketsCount: 3,
      sale: 150,
      discountedPrice: 85,
      salePercent: 15,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(screen.getByText('This event has already taken place')).toBeInTheDocument();
    expect(screen.getByText('85$')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Booking Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Booking Now' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Available/)).not.toBeInTheDocument();
    expect(screen.queryByText('SALE FOR')).not.toBeInTheDocument();
    expect(screen.queryByTestId('remote-checkout-BuyBox')).not.toBeInTheDocument();
  });

  it('an event starting in a minute still offers the buy box', () => {
    renderCard({ id: 7, ticketsCount: 3, startsAt: new Date(Date.now() + 60_000).toISOString() });
    expect(screen.getByTestId('remote-checkout-BuyBox')).toBeInTheDocument();
    expect(screen.queryByText('This event has already taken place')).not.toBeInTheDocument();
  });
});
