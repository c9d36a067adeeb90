import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../api/apiClient';
import { QueryError } from './QueryError';

describe('QueryError', () => {
  it('says what could not be loaded and why, and Retry loads again', async () => {
    const retry = jest.fn();
    render(
      <QueryError what="the events" error={new ApiError(429, 'RATE_LIMITED', 'Too many requests.')} onRetry={retry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the events.Too many requests.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("puts a failure on the service's side in the connection message", () => {
    render(
      <QueryError
        what="your order"
        error={new ApiError(503, 'UNAVAILABLE', 'upstream gone')}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
  });
});
