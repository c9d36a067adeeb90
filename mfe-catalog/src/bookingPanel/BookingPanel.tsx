// The booking panel of both details pages: a day on the calendar, a time, tickets per category, the server's price,
// the cancellation deadline, and the page's action ("Booking Now", "Book this tour") to checkout with the choice.
import { lazy, Suspense, useId } from 'react';
import { ApiError, QueryError, useNow, useTranslation } from '@kemet/platform';
import { type Experience, ticketChoiceToSearch } from '@kemet/contract';
import { cairoDayOf, eventIdFromRecordId, Skeleton, warmSessionTimes } from '@kemet/ui';
import '../messages/catalogMessages';
import { useQuote } from '../api/getQuote';
import { addMonths, monthOfDayKey } from './calendarDays';
import { BookingAction } from './BookingAction';
import { CancellationNote } from './CancellationNote';
import { QuoteSummary } from './QuoteSummary';
import { TicketSteppers } from './TicketSteppers';
import { TimeSlots } from './TimeSlots';
import { useBookingChoice } from './useBookingChoice';
import styles from './BookingPanel.module.css';

// The calendar (react-day-picker and its date library) loads beside the page, not before it: the banner paints first.
const SessionCalendar = lazy(async () => ({ default: (await import('./SessionCalendar')).SessionCalendar }));

// The session times' formatters are made as the details page's code arrives (this module comes with it), each in a
// task of its own, rather than inside the hydration that shows them (shared/ui/src/cairoTime.ts).
if (typeof window !== 'undefined') warmSessionTimes();

/** A tour's sessions are on sale about this far ahead of its next one; an event has its one session. */
const MONTHS_AHEAD = 3;

const latest = (...months: Date[]) => months.reduce((a, b) => (a > b ? a : b));

const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 409 || error.status === 422);

interface BookingPanelProps {
  experience: Experience;
  actionLabel: string;
}

/** A new experience on the same page (a link from one details page to another) starts from its own URL's choice. */
export const BookingPanel = (props: BookingPanelProps) => <ExperienceBookingPanel key={props.experience.id} {...props} />;

function ExperienceBookingPanel({ experience, actionLabel }: BookingPanelProps) {
  const { t } = useTranslation('catalog');
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
          <QueryError what={t('booking.datesWhat')} error={availability.error} onRetry={() => void availability.refetch()} />
        ) : (
          <Suspense fallback={<Skeleton height="380px" label={t('booking.loadingCalendar')} />}>
            <SessionCalendar
              month={choice.month}
              onMonthChange={choice.showMonth}
              days={availability.data?.days ?? []}
              selected={choice.date}
              onSelect={choice.pickDay}
              firstMonth={firstMonth < startsMonth ? firstMonth : startsMonth}
              lastMonth={lastMonth}
              loading={availability.isPending || availability.isPlaceholderData}
            />
          </Suspense>
        )}
      </section>
      {choice.date && <TimeSlots sessions={choice.day?.sessions ?? []} selected={session} onSelect={choice.pickSession} />}
      {choice.categories.length > 0 && (
        <section className={styles.step} aria-labelledby={`${id}-tickets`}>
          <h3 id={`${id}-tickets`} className={styles.stepTitle}>
            {t('booking.whoIsGoing')}
          </h3>
          <TicketSteppers
            categories={choice.categories}
            session={session}
            quantityOf={choice.quantityOf}
            canAdd={choice.canAdd}
            onChange={choice.setQuantity}
          />
        </section>
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
      <BookingAction label={actionLabel} href={href} />
    </div>
  );
}
