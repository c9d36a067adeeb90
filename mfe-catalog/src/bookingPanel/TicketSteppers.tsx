// A stepper per ticket category: its label, ages, price (on sale: the sale price beside the full one struck through),
// the proof the gate asks for, and − / + around the count. The hook decides the limits (10 a booking, the places left).
import type { ExperienceSession, TicketCategory } from '@kemet/contract';
import { PROOF_LABELS } from '@kemet/contract';
import { formatPrice } from '@kemet/ui';
import styles from './TicketSteppers.module.css';

function agesText({ min, max }: TicketCategory['ageBand']): string {
  if (max === null) return `${min}+ years`;
  if (min === 0) return `Under ${max + 1}`;
  return `${min}–${max} years`;
}

interface TicketSteppersProps {
  categories: TicketCategory[];
  session: ExperienceSession | undefined;
  quantityOf: (category: TicketCategory) => number;
  canAdd: (category: TicketCategory) => boolean;
  onChange: (category: TicketCategory, quantity: number) => void;
}

export function TicketSteppers({ categories, session, quantityOf, canAdd, onChange }: TicketSteppersProps) {
  return (
    <ul className={styles.list}>
      {categories.map((category) => {
        const price = session?.prices.find((p) => p.categoryId === category.id) ?? category;
        const count = quantityOf(category);
        return (
          <li key={category.id} className={styles.row}>
            <div className={styles.what}>
              <span className={styles.name}>{category.label}</span>
              <span className={styles.meta}>
                {agesText(category.ageBand)}
                {category.proof !== 'none' && ` · Bring: ${PROOF_LABELS[category.proof]}`}
              </span>
              <span className={styles.price}>
                {price.salePrice < price.price ? (
                  <>
                    <span className="visually-hidden">Sale price </span>
                    {formatPrice(price.salePrice)} <span className="visually-hidden">instead of </span>
                    <s className={styles.was}>{formatPrice(price.price)}</s>
                  </>
                ) : (
                  formatPrice(price.price)
                )}
              </span>
            </div>
            <div className={styles.controls} role="group" aria-label={category.label}>
              <button
                type="button"
                className={styles.step}
                aria-label={`Remove one ${category.label}`}
                disabled={count === 0}
                onClick={() => onChange(category, count - 1)}
              >
                <span aria-hidden="true">−</span>
              </button>
              <output className={styles.count} aria-live="polite" aria-label={`${category.label} tickets`}>
                {count}
              </output>
              <button
                type="button"
                className={styles.step}
                aria-label={`Add one ${category.label}`}
                disabled={!canAdd(category)}
                onClick={() => onChange(category, count + 1)}
              >
                <span aria-hidden="true">+</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
