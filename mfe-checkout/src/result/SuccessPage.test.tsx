import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SuccessPage from './SuccessPage';
import { makeBooking, renderAt } from '@kemet/tooling/testing';

describe('SuccessPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the booking and goes to /tours after 3 seconds', () => {
    renderAt('/success', '/success', <SuccessPage />, { state: { booking: makeBooking({ quantity: 3, total: 360 }) } });
    expect(screen.getByRole('heading', { name: 'Your payment was successful' })).toHaveFocus();
    expect(screen.getByText('KMT-7F3K2Q')).toBeInTheDocument();
    expect(screen.getByText('Sunrise over Karnak')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('360$')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByTestId('location')).toHaveTextContent('/success');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/tours');
  });

  it('without a booking in the state shows only the success text, and still redirects', () => {
    renderAt('/success', '/success', <SuccessPage />);
    expect(screen.getByRole('heading', { name: 'Your payment was successful' })).toBeInTheDocument();
    expect(screen.queryByText('Reference')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('location')).toHaveTextContent('/tours');
  });

  it('has a link to go to the tours now', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/success', '/success', <SuccessPage />);
    await user.click(screen.getByRole('link', { name: 'Go to tours now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tours');
  });
});
