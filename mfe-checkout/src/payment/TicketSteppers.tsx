// A stepper per ticket category of the experience, each with its price per ticket and the proof the gate asks for.
import type { Availability, TicketCategory, TicketChoice } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';

import { useProofToBring } from '../ui/proofToBring';
import { QuantityStepper } from './QuantityStepper';
import { findSession, maxQuantityFor, quantityOf } from './ticketChoice';
import styles from './TicketSteppers.module.css';
import '../messages/checkoutMessages';

export interface TicketSteppersProps {
  availability: Availability;
  choice: TicketChoice;
  onChange: (categoryId: number, quantity: number) => void;
}

export function TicketSteppers({ availability, choice, onChange }: TicketSteppersProps) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const proofToBring = useProofToBring();
  const priceHint = (category: TicketCategory): string => {
    const prices = findSession(availability, choice.sessionId)?.prices.find((p) => p.categoryId === category.id) ?? category;
    const price = (amount: number) => money.charged(amount, availability.currency);
    const was = prices.price > prices.salePrice ? t('steppers.was', { price: price(prices.price) }) : '';
    return t('steppers.hint', { price: price(prices.salePrice), was, proof: proofToBring(category.proof) });
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('steppers.legend')}</legend>
      <div className={styles.list}>
        {availability.categories.map((category) => (
          <QuantityStepper
            key={category.id}
            value={quantityOf(choice, category.id)}
            min={0}
            max={maxQuantityFor(choice, availability, category.id)}
            onChange={(quantity) => onChange(category.id, quantity)}
            label={category.label}
            fewerLabel={t('steppers.fewer', { label: category.label })}
            moreLabel={t('steppers.more', { label: category.label })}
            hint={priceHint(category)}
          />
        ))}
      </div>
    </fieldset>
  );
}
