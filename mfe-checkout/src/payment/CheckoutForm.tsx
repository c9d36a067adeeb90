// The checkout: the order summary with the session, a stepper per category, the server's price and the hold; then the
// saved cards, the add-method box and 'Proceed to payment', which waits for the hold of the choice on the page.
import { Button } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';

import type { Availability, Experience, TicketChoice } from '@kemet/contract';
import { FormikForm, useKemetForm } from '@kemet/platform/forms';
import { AddPaymentMethod } from './AddPaymentMethod';
import { checkoutSchema, type CheckoutValues } from '../forms/checkoutSchema';
import { HoldPanel } from './HoldPanel';
import { OrderSummary } from './OrderSummary';
import { HeldPrice } from './HeldPrice';
import { SavedCardOptions } from './SavedCardOptions';
import { SessionTime } from './SessionTime';
import { TicketSteppers } from '../components/ticketChoice/TicketSteppers';
import { findSession, isComplete } from '../components/ticketChoice/ticketChoice';
import type { HoldControls } from './useHold';
import styles from './CheckoutForm.module.css';
import '../messages/checkoutMessages';

export interface CheckoutFormProps {
  experience: Experience;
  eventId: string;
  availability: Availability;
  choice: TicketChoice;
  onQuantityChange: (categoryId: number, quantity: number) => void;
  hold: HoldControls;
  initialValues: CheckoutValues;
  onSubmit: (values: CheckoutValues) => Promise<void>;
}

export function CheckoutForm({
  experience,
  eventId,
  availability,
  choice,
  onQuantityChange,
  hold,
  initialValues,
  onSubmit,
}: CheckoutFormProps) {
  // The payment runs as formik's submission: its isSubmitting keeps a second click or Enter from paying twice.
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const form = useKemetForm<CheckoutValues>({ initialValues, validationSchema: checkoutSchema, submit: onSubmit });
  const { values, errors, touched, setFieldValue, setFieldTouched } = form.formik;
  const session = findSession(availability, choice.sessionId);
  const startsAt = session?.startsAt ?? hold.quote?.session.startsAt ?? null;
  const paid = hold.current?.hold.quote;
  const tickets = paid?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  // What the card is charged, in the experience's currency; the estimate in the traveller's currency only when it
  // differs.
  const charged = paid ? money.charged(paid.total, paid.currency) : '';
  const estimate = paid ? money.shown(paid.total, paid.currency) : '';
  return (
    <div className={styles.layout}>
      <OrderSummary experience={experience}>
        <SessionTime startsAt={startsAt} />
        <fieldset className={styles.tickets}>
          <legend className={styles.ticketsLegend}>{t('summary.tickets')}</legend>
          <TicketSteppers
            categories={availability.categories}
            session={session}
            tickets={choice.tickets}
            onChange={onQuantityChange}
            wording="payment"
          />
        </fieldset>
        {hold.quote && <HeldPrice quote={hold.quote} updating={hold.current === null} />}
        <HoldPanel hold={hold} canReserve={isComplete(choice)} eventId={eventId} />
      </OrderSummary>
      <FormikForm form={form} className={styles.payment} aria-label={t('pay.form')}>
        <SavedCardOptions
          chosen={values.card}
          cvc={values.cvc}
          errors={typeof errors.cvc === 'object' ? errors.cvc : undefined}
          touched={typeof touched.cvc === 'object' ? touched.cvc : undefined}
          onChoose={(card) => void setFieldValue('card', card)}
          onCvcChange={(card, cvc) => void setFieldValue(`cvc.${card}`, cvc)}
          onCvcBlur={(card) => void setFieldTouched(`cvc.${card}`, true)}
        />
        <AddPaymentMethod />
        <div className={styles.payBar}>
          {paid && (
            <p className={styles.payTotal}>
              <span>{t('tickets', { ns: 'common', count: tickets })}</span>
              <strong>{charged}</strong>
            </p>
          )}
          {paid && (
            <p className={styles.payCurrency}>
              {t('pay.youPay', { amount: charged, currency: t(`pay.currency.${paid.currency}`) })}
              {estimate !== charged && <span className={styles.estimate}> ({estimate})</span>}
            </p>
          )}
          <Button type="submit" busy={form.busy} disabled={!hold.current} className={styles.payButton}>
            {form.busy ? t('pay.processing') : t('pay.proceed')}
          </Button>
          <p className={styles.reassure}>{hold.current ? t('pay.testPayment') : t('pay.waitForHold')}</p>
        </div>
      </FormikForm>
    </div>
  );
}
