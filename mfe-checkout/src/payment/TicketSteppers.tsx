// A stepper per ticket category of the experience, each with its price per ticket and the proof the gate asks for.
import type { Availability, TicketCategory, TicketChoice } from '@kemet/contract';
import { formatPrice } from '@kemet/ui';
import { proofToBring } from '../ui/proofToBring';
import { QuantityStepper } from './QuantityStepper';
import { findSession, maxQuantityFor, quantityOf } from './ticketChoice';
import styles from './TicketSteppers.module.css';

export interface TicketSteppersProps {
  availability: Availability;
  choice: TicketChoice;
  onChange: (categoryId: number, quantity: number) => void;
}

function priceHint(category: TicketCategory, availability: Availability, sessionId: number): string {
  const prices = findSession(availability, sessionId)?.prices.find((p) => p.categoryId === category.id) ?? category;
  const was = prices.price > prices.salePrice ? ` (was ${formatPrice(prices.price)})` : '';
  return `${formatPrice(prices.salePrice)} each${was} · ${proofToBring(category.proof)}`;
}

export function TicketSteppers({ availability, choice, onChange }: TicketSteppersProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Tickets</legend>
      <div className={styles.list}>
        {availability.categories.map((category) => (
          <QuantityStepper
            key={category.id}
            value={quantityOf(choice, category.id)}
            min={0}
            max={maxQuantityFor(choice, availability, category.id)}
            onChange={(quantity) => onChange(category.id, quantity)}
            label={category.label}
            fewerLabel={`Fewer ${category.label} tickets`}
            moreLabel={`More ${category.label} tickets`}
            hint={priceHint(category, availability, choice.sessionId)}
          />
        ))}
      </div>
    </fieldset>
  );
}
