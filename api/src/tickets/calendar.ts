// A booking as an iCalendar event (GET /bookings/:reference/calendar.ics), in Cairo time with Egypt's time-zone rule.
import type { BookingTickets } from '@kemet/contract';
import { CAIRO_TIME_ZONE } from '@kemet/contract';
import { createEvent } from 'ics';
import { cairoOffsetMinutes } from '../sessions/cairoTime.js';

/**
 * Africa/Cairo as calendars need it, with Egypt's current rule: summer time from the last Friday of April 00:00 (+02 →
 * +03) until the last Thursday of October 24:00 (+03 → +02). iCalendar has no 24:00 and that Friday can fall on 1
 * November, so the autumn rule names the one Friday from 26 October to 1 November, at 00:00 summer time.
 */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CAIRO_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:20230428T000000',
  'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=-1FR',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:20231027T000000',
  'RRULE:FREQ=YEARLY;BYMONTH=10,11;BYMONTHDAY=26,27,28,29,30,31,1;BYDAY=FR;BYSETPOS=1',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** An instant as Cairo wall-clock time in iCalendar's form, 20260424T013000. */
export function cairoWallClock(instant: Date): string {
  const wall = new Date(instant.getTime() + cairoOffsetMinutes(instant) * 60_000);
  return wall.toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/** The .ics file of a booking; link is the ticket page's address. */
export function bookingCalendar({ booking, meetingPlace, provider }: BookingTickets, link: string): string {
  const { error, value } = createEvent({
    productId: 'kemet/tickets',
    uid: `${booking.reference}@kemet`,
    title: booking.experience.name,
    // ics 3.12 writes times only in UTC or floating, never with a TZID: it gets the Cairo wall-clock time as text and
    // the TZID parameter and the VTIMEZONE are added below, so calendars show and move the event in Cairo time.
    start: cairoWallClock(new Date(booking.session.startsAt)),
    end: cairoWallClock(new Date(booking.session.endsAt)),
    location: meetingPlace.name,
    geo: { lat: meetingPlace.latitude, lon: meetingPlace.longitude },
    url: link,
    description: `Your tickets: ${link}\nBooking reference ${booking.reference}, with ${provider.name}.`,
    status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('the calendar event could not be written');
  return value
    .replace(/^DTSTART:/m, `DTSTART;TZID=${CAIRO_TIME_ZONE}:`)
    .replace(/^DTEND:/m, `DTEND;TZID=${CAIRO_TIME_ZONE}:`)
    .replace(/^BEGIN:VEVENT/m, `${VTIMEZONE}\r\nBEGIN:VEVENT`);
}
