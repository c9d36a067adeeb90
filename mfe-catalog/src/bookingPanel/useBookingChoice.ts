// The traveller's choice on a details page: a day, a time (one session) and a quantity per category, with what follows
// from it: the sessions to offer, the limits of the steppers, the choice to price and to carry to checkout.
// Rules: docs/product/rules.md#sessions-and-ticket-categories.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@kemet/platform';
import { MAX_TICKETS_PER_BOOKING, type AvailabilityDay, type Experience, type TicketCategory, type TicketChoice } from '@kemet/contract';
import { cairoDayOf } from '@kemet/ui';
import { useAvailability } from '../api/getAvailability';
import { monthOfDayKey } from './calendarDays';
import { readChoice, writeChoice } from './choiceInUrl';

const hasBookableSession = (day: AvailabilityDay) => day.sessions.some((session) => session.bookable);

export function useBookingChoice(experience: Experience) {
  const location = useLocation();
  const navigate = useNavigate();
  const [fromUrl] = useState(() => readChoice(location.search));
  const [month, setMonth] = useState(() => monthOfDayKey(fromUrl.day ?? cairoDayOf(experience.startsAt)));
  const [picked, setPicked] = useState<{ date: string | null; snapshot: AvailabilityDay | null }>({ date: fromUrl.day, snapshot: null });
  const [sessionId, setSessionId] = useState<number | null>(fromUrl.sessionId);
  const [quantities, setQuantities] = useState<Record<number, number>>(fromUrl.quantities);
  const availability = useAvailability(experience.id, month);
  const days = availability.data?.days ?? [];
  const categories = availability.data?.categories ?? [];

  // What the traveller picked, else what the URL's session names, else an event's only day.
  const bookableDays = days.filter(hasBookableSession);
  const dayOfUrlSession = days.find((d) => d.sessions.some((s) => s.id === sessionId));
  const onlyDay = experience.kind === 'event' && bookableDays.length === 1 ? bookableDays[0] : undefined;
  const date = picked.date ?? dayOfUrlSession?.date ?? onlyDay?.date ?? null;
  // The month shown may not hold the picked day any more: the day as it was when picked stays.
  const day = days.find((d) => d.date === date) ?? (picked.snapshot?.date === date ? picked.snapshot : undefined);
  const onlyTime = day?.sessions.length === 1 && day.sessions[0]!.bookable ? day.sessions[0] : undefined;
  const session = day?.sessions.find((s) => s.id === sessionId) ?? (sessionId === null ? onlyTime : undefined);

  const quantityOf = (category: TicketCategory) => quantities[category.id] ?? 0;
  const chosen = categories.filter((category) => quantityOf(category) > 0);
  const ticketCount = chosen.reduce((sum, category) => sum + quantityOf(category), 0);
  const places = chosen.filter((category) => category.takesPlace).reduce((sum, category) => sum + quantityOf(category), 0);
  const placesLeft = session ? session.placesLeft : experience.ticketsCount;
  const canAdd = (category: TicketCategory) =>
    ticketCount < MAX_TICKETS_PER_BOOKING && (!category.takesPlace || !session || places < session.placesLeft);
  const choice: TicketChoice | null =
    session && chosen.length > 0
      ? { sessionId: session.id, tickets: chosen.map((category) => ({ categoryId: category.id, quantity: quantityOf(category) })) }
      : null;

  const search = writeChoice({ day: picked.date, sessionId, quantities });
  // The URL follows the choice (replace: Back leaves the page, it does not undo a click).
  useEffect(() => {
    if (search !== location.search.replace(/^\?/, '')) void navigate({ search: search ? `?${search}` : '' }, { replace: true });
  }, [search, location.search, navigate]);

  return {
    availability,
    month,
    showMonth: setMonth,
    date,
    day,
    session,
    categories,
    quantityOf,
    canAdd,
    placesLeft,
    placesTooMany: session !== undefined && places > session.placesLeft,
    choice,
    pickDay: (date: string) => {
      setPicked({ date, snapshot: days.find((d) => d.date === date) ?? null });
      setSessionId(null);
    },
    pickSession: setSessionId,
    setQuantity: (category: TicketCategory, quantity: number) => setQuantities((all) => ({ ...all, [category.id]: Math.max(0, quantity) })),
  };
}
