// The signed-in traveller's bookings, newest first: loading, loaded or failed (with a reload), and a way to replace one row.
import { useCallback, useEffect, useState } from 'react';
import { bookingsApi, type Booking } from '@kemet/shared';

export type MyBookingsState =
  | { status: 'loading' }
  | { status: 'loaded'; bookings: Booking[] }
  | { status: 'error'; message: string };

const newestFirst = (a: Booking, b: Booking) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

export function useMyBookings() {
  const [state, setState] = useState<MyBookingsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    bookingsApi.listMine().then(
      ({ items }) => live && setState({ status: 'loaded', bookings: [...items].sort(newestFirst) }),
      (error: unknown) => live && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((updated: Booking) => {
    setState((previous) =>
      previous.status === 'loaded'
        ? { status: 'loaded', bookings: previous.bookings.map((b) => (b.id === updated.id ? updated : b)) }
        : previous,
    );
  }, []);
  return { state, reload, replace };
}
