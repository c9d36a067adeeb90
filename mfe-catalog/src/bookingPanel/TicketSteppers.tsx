// A stepper per ticket category: its label, ages, price (on sale: the sale price beside the full one struck through),
// the proof the gate asks for, and − / + around the count. The hook decides the limits (10 a booking, the places left).
import type { ExperienceSession, TicketCategory } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';
import '../messages/catalogMessages';
import styles from './TicketSteppers.module.css';

type Translate = ReturnType<typeof useTranslation>['t'];

function agesText(t: Translate, { min, max }: TicketCategory['ageBand']): string {
  if (max === null) return t('booking.ages.from', { min });
  if (min === 0) return t('booking.ages.under', { max: max + 1 });
  return t('booking.ages.between', { min, max });
}

interface TicketSteppersProps {
  categories: TicketCategory[];
  session: ExperienceSession | undefined;
  quantityOf: (category: TicketCategory) => number;
  canAdd: (category: TicketCategory) => boolean;
  onChange: (category: TicketCategory, quantity: number) => void;
}

export function TicketSteppers({ categories, session, quantityOf, canAdd, onChange }: TicketSteppersProps) {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  return (
    <ul className={styles.list}>
      {categories.map((category) => {
        const price = session?.prices.find((p) => p.categoryId === category.id) ?? category;
        const currency = category.currency;
        const count = quantityOf(category);
        return (
          <li key={category.id} className={styles.row}>
            <div className={styles.what}>
              <span className={styles.name}>
                <bdi>{category.label}</bdi>
              </span>
              <span className={styles.meta}>
                {agesText(t, category.ageBand)}
                {category.proof !== 'none' && t('booking.bring', { proof: t(`booking.proof.${category.proof}`) })}
              </span>
              <span className={styles.price}>
                {price.salePrice < price.price ? (
                  <>
                    <span className="visually-hidden">{t('price.sale')}</span>
                    <span className={styles.amount}>{money.shown(price.salePrice, currency)}</span>{' '}
                    <span className="visually-hidden">{t('price.insteadOf')}</span>
                    <s className={styles.was}>{money.shown(price.price, currency)}</s>
                  </>
                ) : (
                  <span className={styles.amount}>{money.shown(price.price, currency)}</span>
                )}
              </span>
            </div>
            <div className={styles.controls} role="group" aria-label={category.label}>
              <button
                type="button"
                className={styles.step}
                aria-label={t('booking.remove', { label: category.label })}
                disabled={count === 0}
                onClick={() => onChange(category, count - 1)}
              >
                <span aria-hidden="true">−</span>
              </button>
              <output className={styles.count} aria-live="polite" aria-label={t('booking.count', { label: category.label })}>
                {count}
              </output>
              <button
                type="button"
                className={styles.step}
                aria-label={t('booking.add', { label: category.label })}
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
