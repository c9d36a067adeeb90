// The mail a traveller gets when the partner cancels their session, in the language they booked in.
import { CAIRO_TIME_ZONE } from '@kemet/contract';
import type { Mail } from '../mail/outbox.js';

export interface CancelledBooking {
  userId: number;
  email: string;
  fullName: string;
  reference: string;
  language: string;
  experienceName: string;
  startsAt: Date;
}

const when = (startsAt: Date, language: 'en' | 'ar') =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', {
    timeZone: CAIRO_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(startsAt);

export function sessionCancelledMail(booking: CancelledBooking, reason: string, publicOrigin: string): Mail {
  const bookingsLink = `${publicOrigin}${booking.language === 'ar' ? '/ar' : ''}/bookings`;
  if (booking.language === 'ar') {
    return {
      kind: 'session-cancelled',
      userId: booking.userId,
      recipient: booking.email,
      subject: `أُلغي حجزك ${booking.reference}: ${booking.experienceName}`,
      body: [
        `مرحبًا ${booking.fullName}،`,
        '',
        `ألغى الشريك موعد «${booking.experienceName}» في ${when(booking.startsAt, 'ar')} (بتوقيت القاهرة)، فأُلغي حجزك ${booking.reference} وتذاكره.`,
        `السبب: ${reason}`,
        '',
        `حجوزاتك: ${bookingsLink}`,
      ].join('\n'),
    };
  }
  return {
    kind: 'session-cancelled',
    userId: booking.userId,
    recipient: booking.email,
    subject: `Your booking ${booking.reference} is cancelled: ${booking.experienceName}`,
    body: [
      `Hello ${booking.fullName},`,
      '',
      `The partner cancelled ${booking.experienceName} on ${when(booking.startsAt, 'en')} (Cairo time), so your booking ${booking.reference} and its tickets are cancelled.`,
      `Their reason: ${reason}`,
      '',
      `Your bookings: ${bookingsLink}`,
    ].join('\n'),
  };
}
