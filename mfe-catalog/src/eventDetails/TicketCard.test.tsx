import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@kemet/platform';
import { makeExperience } from '@kemet/tooling/testing';
import { TicketCard } from './TicketCard';

const renderCard = (overrides: Parameters<typeof makeExperience>[0]) =>
  render(
    <MemoryRouter>
      <TicketCard experience={makeExperience(overrides)} />
    </MemoryRouter>,
  );

describe('TicketCard', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the price with a $ suffix and no sale when sale is 0', () => {
    renderCard({ ticketPrice: 85, sale: 0 });
    expect(screen.getByText('85$')).toBeInTheDocument();
    expect(screen.queryByText(/Save/)).not.toBeInTheDocument();
    expect(screen.queryByText('SALE FOR')).not.toBeInTheDocument();
  });

  it('on sale, shows the discounted price beside the struck-through full price and the true percentage', () => {
    renderCard({ ticketPrice: 120, sale: 150, discountedPrice: 102, salePercent: 15 });
    expect(screen.getByText('102$')).toBeInTheDocument();
    expect(screen.getByText('120$').tagName).toBe('S');
    expect(screen.getByText('Save 15%')).toBeInTheDocument();
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

  it('links Booking Now to /payment/{eventId} while tickets are left', () => {
    renderCard({ id: 7, ticketsCount: 3 });
    expect(screen.getByRole('link', { name: 'Booking Now' })).toHaveAttribute('href', '/payment/6');
    expect(screen.queryByText('Not Available!')).not.toBeInTheDocument();
  });

  it('once the event has started, says so instead of the availability, the sale timer and Booking Now', () => {
    renderCard({ id: 7, ticketsCount: 3, sale: 150, discountedPrice: 85, salePercent: 15, startsAt: new Date(Date.now() - 60_000).toISOString() });
    expect(screen.getByText('This event has already taken place')).toBeInTheDocument();
    expect(screen.getByText('85$')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Booking Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Booking Now' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Available/)).not.toBeInTheDocument();
    expect(screen.queryByText('SALE FOR')).not.toBeInTheDocument();
  });

  it('an event starting in a minute can still be booked', () => {
    renderCard({ id: 7, ticketsCount: 3, startsAt: new Date(Date.now() + 60_000).toISOString() });
    expect(screen.getByRole('link', { name: 'Booking Now' })).toHaveAttribute('href', '/payment/6');
    expect(screen.queryByText('This event has already taken place')).not.toBeInTheDocument();
  });

  it('says Not Available! and disables Booking Now when no tickets are left', () => {
    renderCard({ ticketsCount: 0, available: false });
    expect(screen.getByText('Not Available!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Booking Now' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Booking Now' })).not.toBeInTheDocument();
  });
});
