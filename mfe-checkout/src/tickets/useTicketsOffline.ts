// The ticket page's data, online or not: each answer is saved on the device, and once its QR codes are drawn the
// service worker is asked to keep the page; when the request cannot reach Kemet, the saved copy stands in for it.
import { useEffect } from 'react';
import { ApiError } from '@kemet/platform';
import { useBookingTickets } from '../api/getBookingTickets';
import { loadTicketQr } from './loadTicketQr';
import { keepPageOffline } from './offline/keepPageOffline';
import { savedTicketPage, saveTicketPage } from './offline/savedTicketPages';
import { followTheAccount } from './offline/ticketsOfTheAccount';

followTheAccount();

/** No answer at all (apiRequest's status 0): offline, or the connection dropped. */
const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

export function useTicketsOffline(reference: string) {
  const query = useBookingTickets(reference);
  const { data } = query;

  useEffect(() => {
    if (!data) return;
    saveTicketPage(reference, data);
    // The QR chunk must be among the assets the worker keeps, so it is loaded before asking.
    void loadTicketQr().then(() => keepPageOffline());
  }, [reference, data]);

  const savedCopy = query.isError && unreachable(query.error) ? savedTicketPage(reference) : null;
  return { query, savedCopy };
}
