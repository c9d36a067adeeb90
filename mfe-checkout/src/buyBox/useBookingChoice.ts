// The traveller's choice on a details page: a day, a time (one session) and a quantity per category, with what follows
// from it: the sessions to offer, the tickets chosen, the choice to price and to carry to checkout.
// The day and time live in the URL (choiceInUrl.ts): the calendar's links set them, with or without JavaScript; once
// the code runs, a pick replaces the address in place. Tickets the URL leaves out are the visit's party's (partyTickets)
// until the traveller changes one. Rules: docs/product/rules.md#sessions-and-ticket-categories.
import { useState } from 'react';
import { useLocation, useNavigate, useRememberedParty } from '@kemet/platform';
import type { AvailabilityDay, Experience, ExperienceSession, TicketChoice } from '@kemet/contract';
import { cairoDayOf, dayKeyOf, formatCairoTime, monthOfDayKey } from '@kemet/ui';
import { useCalendarAvailability } from '../api/getCalendarAvailability';
import { ticketCount } from '../components/ticketChoice/ticketChoice';
import { useAddressFollows } from '../components/ticketChoice/useAddressFollows';
import { readChoice, ticketsParam, writeChoice } from './choiceInUrl';
import { partyTickets } from './partyTickets';

const hasBookableSession = (day: AvailabilityDay) => day.sessions.some((session) => session.bookable);

export function useBookingChoice(experience: Experience) {
  const location = useLocation();
  const navigate = useNavigate();
  const inUrl = readChoice(location.search);
  const [openingMonth] = useState(() =>
    monthOfDayKey(inUrl.month ? `${inUrl.month}-01` : (inUrl.date ?? cairoDayOf(experience.startsAt))),
  );
  const [month, setMonth] = useState(openingMonth);
  // The day as it was when picked: the month shown may not hold it any more.
  const [snapshot, setSnapshot] = useState<AvailabilityDay | null>(null);
  const remembered = useRememberedParty();
  // The tickets the traveller chose (or the URL named); null: none yet, the visit's party's are shown.
  const [chosen, setChosen] = useState<Record<number, number> | null>(() =>
    Object.keys(inUrl.quantities).length > 0 ? inUrl.quantities : null,
  );
  const availability = useCalendarAvailability(experience.id, month);
  // The month the box opened on (the same query until the calendar moves): its first open day is the next one.
  const opening = useCalendarAvailability(experience.id, openingMonth);
  const days = availability.data?.days ?? [];
  const categories = availability.data?.categories ?? [];
  const quantities = chosen ?? (remembered ? partyTickets(remembered, categories) : {});

  // The URL's day, else the day of the session it names, else the next open day, whose times the page shows first.
  const dayOfUrlSession = days.find((d) => d.sessions.some((s) => s.id === inUrl.sessionId));
  const nextDay = opening.data?.days.find(hasBookableSession);
  const date = inUrl.date ?? dayOfUrlSession?.date ?? nextDay?.date ?? null;
  const day = days.find((d) => d.date === date) ?? (snapshot?.date === date ? snapshot : undefined);
  const sessions = day?.sessions ?? [];
  const atTime = inUrl.time
    ? sessions.find((s) => s.bookable && formatCairoTime(s.startsAt) === inUrl.time)
    : undefined;
  const onlyTime = sessions.length === 1 && sessions[0]!.bookable ? sessions[0] : undefined;
  const session =
    atTime ??
    sessions.find((s) => s.id === inUrl.sessionId) ??
    (inUrl.time === null && inUrl.sessionId === null ? onlyTime : undefined);

  // The tickets chosen, in the categories' order; the steppers count them before a time is chosen too.
  const tickets: TicketChoice['tickets'] = categories
    .map((category) => ({ categoryId: category.id, quantity: quantities[category.id] ?? 0 }))
    .filter((line) => line.quantity > 0);
  const places = ticketCount(tickets.filter((line) => categories.find((c) => c.id === line.categoryId)?.takesPlace));
  const placesLeft = session ? session.placesLeft : experience.ticketsCount;
  const choice: TicketChoice | null = session && tickets.length > 0 ? { sessionId: session.id, tickets } : null;

  // A session the URL named by id is written as its day and time once its day is known.
  const urlDate = inUrl.date ?? dayOfUrlSession?.date ?? null;
  const urlTime = inUrl.time ?? (inUrl.sessionId !== null && session ? formatCairoTime(session.startsAt) : null);
  const searchOf = (chosen: { date: string | null; time: string | null }) => {
    const search = writeChoice({ ...chosen, quantities });
    return search ? `?${search}` : '';
  };
  useAddressFollows(
    searchOf({ date: urlDate, time: urlTime }),
    inUrl.sessionId === null || availability.data !== undefined,
  );
  const go = (search: string) =>
    void navigate(
      { pathname: location.pathname, search },
      { replace: true, preventScrollReset: true, state: location.state as unknown },
    );

  return {
    availability,
    month,
    showMonth: setMonth,
    date,
    day,
    session,
    categories,
    tickets,
    placesLeft,
    placesTooMany: session !== undefined && places > session.placesLeft,
    choice,
    /** The link to a day (its times to choose from). */
    dayHref: (dayKey: string) => searchOf({ date: dayKey, time: null }) || '?',
    /** The link to the page opening on a month (the calendar's previous and next month). */
    monthHref: (of: Date) => `?month=${dayKeyOf(of).slice(0, 7)}`,
    /** The link to a time of the chosen day. */
    timeHref: (of: ExperienceSession) => searchOf({ date, time: formatCairoTime(of.startsAt) }),
    /** The day and time the tickets' form sends along without JavaScript (its buttons send the tickets). */
    formChoice: { date, time: session ? formatCairoTime(session.startsAt) : null },
    /** The tickets' form's value for a stepper's button: the tickets after its change. */
    ticketsAfter: (categoryId: number, quantity: number) =>
      ticketsParam({ ...quantities, [categoryId]: Math.max(0, quantity) }),
    pickDay: (dayKey: string) => {
      setSnapshot(days.find((d) => d.date === dayKey) ?? null);
      go(searchOf({ date: dayKey, time: null }));
    },
    pickSession: (sessionId: number) => {
      const picked = sessions.find((s) => s.id === sessionId);
      if (picked) go(searchOf({ date, time: formatCairoTime(picked.startsAt) }));
    },
    setQuantity: (categoryId: number, quantity: number) =>
      setChosen((all) => ({ ...(all ?? quantities), [categoryId]: Math.max(0, quantity) })),
  };
}
