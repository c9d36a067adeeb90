// The buy box, checkout's for both details pages (exposed as 'checkout/BuyBox', embedded by the catalogue through
// federation): a day on the calendar, a time, tickets per category, the server's price, the cancellation deadline, and
// the action ("Booking Now" for an event, "Book this tour") to the payment page with the choice.
import { lazy, Suspense, useId } from 'react';
import { ApiError, QueryError, useNow, useTranslation } from '@kemet/platform';
import { type Experience, ticketChoiceToSearch } from '@kemet/contract';
import { addMonths, cairoDayOf, eventIdFromRecordId, monthOfDayKey, Skeleton, warmSessionTimes } from '@kemet/ui';
import '../messages/checkoutMessages';
import { useQuote } from '../api/getQuote';
import { TicketSteppers } from '../components/ticketChoice/TicketSteppers';
import { BookingAction } from './BookingAction';
import { CancellationNote } from './CancellationNote';
import { QuoteSummary } from './QuoteSummary';
import { TimeSlots } from './TimeSlots';
import { useBookingChoice } from './useBookingChoice';
import styles from './BuyBox.module.css';

// The calendar (react-day-picker and its date library) loads beside the page, not before it: the banner paints first.
const SessionCalendar = lazy(async () => ({ default: (await import('./SessionCalendar')).SessionCalendar }));

// The session times' zones are read as the box's code arrives, each in a
// task of its own, rather than inside the hydration that shows them (shared/ui/src/cairoTime.ts).
if (typeof window !== 'undefined') warmSessionTimes();

/** A tour's sessions are on sale about this far ahead of its next one; an event has its one session. */
const MONTHS_AHEAD = 3;

const latest = (...months: Date[]) => months.reduce((a, b) => (a > b ? a : b));

const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 409 || error.status === 422);

export interface BuyBoxProps {
  experience: Experience;
  /** Which details page it is on: it names the action. */
  action: 'event' | 'tour';
}

/** A new experience on the same page (a link from one details page to another) starts from its own URL's choice. */
export const BuyBox = (props: BuyBoxProps) => <ExperienceBuyBox key={props.experience.id} {...props} />;

function ExperienceBuyBox({ experience, action }: BuyBoxProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const choice = useBookingChoice(experience);
  const quote = useQuote(choice.choice);
  const { availability, session } = choice;
  const firstMonth = monthOfDayKey(cairoDayOf(new Date(useNow()).toISOString()));
  const startsMonth = monthOfDayKey(cairoDayOf(experience.startsAt));
  const nextMonth = latest(firstMonth, startsMonth);
  const lastMonth = latest(experience.kind === 'tour' ? addMonths(nextMonth, MONTHS_AHEAD) : nextMonth, choice.month);
  const ready = choice.choice !== null && !choice.placesTooMany && !(quote.isError && isRefusal(quote.error));
  const href = ready ? `/payment/${eventIdFromRecordId(experience.id)}?${ticketChoiceToSearch(choice.choice!)}` : null;

  return (
    <div className={styles.panel}>
      <section className={styles.step} aria-labelledby={`${id}-date`}>
        <h3 id={`${id}-date`} className={styles.stepTitle}>
          {t('booking.date')}
        </h3>
        {availability.isError ? (
          <QueryError
            what={t('booking.datesWhat')}
            error={availability.error}
            onRetry={() => void availability.refetch()}
          />
        ) : (
          <Suspense fallback={<Skeleton height="380px" label={t('booking.loadingCalendar')} />}>
            <SessionCalendar
              month={choice.month}
              onMonthChange={choice.showMonth}
              days={availability.data?.days ?? []}
              selected={choice.date}
              onSelect={choice.pickDay}
              dayHref={choice.dayHref}
              monthHref={choice.monthHref}
              firstMonth={firstMonth < startsMonth ? firstMonth : startsMonth}
              lastMonth={lastMonth}
              loading={availability.isPending || availability.isPlaceholderData}
            />
          </Suspense>
        )}
      </section>
      {choice.date && (
        <TimeSlots
          sessions={choice.day?.sessions ?? []}
          selected={session}
          onSelect={choice.pickSession}
          hrefOf={choice.timeHref}
        />
      )}
      {choice.categories.length > 0 && (
        // Before and without the page's code, a stepper's button sends this form: the page again, with the tickets after
        // its change and the day and time chosen.
        <form method="get" className={styles.step} aria-labelledby={`${id}-tickets`}>
          <h3 id={`${id}-tickets`} className={styles.stepTitle}>
            {t('booking.whoIsGoing')}
          </h3>
          {choice.formChoice.date && <input type="hidden" name="date" value={choice.formChoice.date} />}
          {choice.formChoice.time && <input type="hidden" name="time" value={choice.formChoice.time} />}
          <TicketSteppers
            categories={choice.categories}
            session={session}
            tickets={choice.tickets}
            onChange={choice.setQuantity}
            wording="booking"
            submit={{ name: 'tickets', valueAfter: choice.ticketsAfter }}
          />
        </form>
      )}
      <QuoteSummary asked={choice.choice !== null} quote={quote} />
      {availability.data && (
        <CancellationNote
          policy={availability.data.cancellationPolicy}
          session={session}
          cancellableUntil={quote.data?.session.id === session?.id ? quote.data?.cancellableUntil : undefined}
        />
      )}
      {choice.placesLeft > 0 ? (
        <p className={styles.available}>{t('booking.available', { count: choice.placesLeft })}</p>
      ) : (
        <p className={styles.soldOut}>{t('booking.notAvailable')}</p>
      )}
      <BookingAction label={t(`booking.action.${action}`)} href={href} />
    </div>
  );
}
