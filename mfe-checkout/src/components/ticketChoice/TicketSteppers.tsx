// A stepper per ticket category, on the buy box and the payment page: its label, ages, the proof the gate asks for,
// young children's adult, and the price (on sale: beside the full one). The limits are the choice's rules
// (maxQuantityFor: 10 a booking, the places left, young children per adult).
import { INFANTS_PER_ADULT, type ExperienceSession, type TicketCategory, type TicketChoice } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';
import '../../messages/checkoutMessages';
import { useProofToBring } from '../../ui/proofToBring';
import { QuantityStepper } from './QuantityStepper';
import { maxQuantityFor, quantityOf } from './ticketChoice';
import { TicketPrice } from './TicketPrice';
import type { TicketChoiceWording } from './wording';
import styles from './TicketSteppers.module.css';

type Translate = ReturnType<typeof useTranslation>['t'];

function agesText(t: Translate, { min, max }: TicketCategory['ageBand']): string {
  if (max === null) return t('ticketChoice.ages.from', { min });
  if (min === 0) return t('ticketChoice.ages.under', { max: max + 1 });
  return t('ticketChoice.ages.between', { min, max });
}

export interface TicketSteppersProps {
  categories: TicketCategory[];
  /** The chosen session, whose prices and places apply; none yet on a details page before a time is picked. */
  session: ExperienceSession | undefined;
  tickets: TicketChoice['tickets'];
  onChange: (categoryId: number, quantity: number) => void;
  wording: TicketChoiceWording;
  /** In the buy box's form (QuantityStepper's submit): its field, and its value after a category's change. */
  submit?: { name: string; valueAfter: (categoryId: number, quantity: number) => string };
}

export function TicketSteppers({ categories, session, tickets, onChange, wording, submit }: TicketSteppersProps) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const proofToBring = useProofToBring();
  return (
    <ul className={styles.list}>
      {categories.map((category) => {
        const price = session?.prices.find((p) => p.categoryId === category.id) ?? category;
        const details = [
          agesText(t, category.ageBand),
          proofToBring(category.proof),
          category.code === 'infant' && t('ticketChoice.withAdult', { count: INFANTS_PER_ADULT }),
        ];
        const quantity = quantityOf(tickets, category.id);
        return (
          <li key={category.id} className={styles.row}>
            <QuantityStepper
              value={quantity}
              submit={
                submit && {
                  name: submit.name,
                  fewer: submit.valueAfter(category.id, quantity - 1),
                  more: submit.valueAfter(category.id, quantity + 1),
                }
              }
              min={0}
              max={maxQuantityFor(tickets, categories, session, category.id)}
              onChange={(quantity) => onChange(category.id, quantity)}
              label={category.label}
              fewerLabel={t(`ticketChoice.${wording}.fewer`, { label: category.label })}
              moreLabel={t(`ticketChoice.${wording}.more`, { label: category.label })}
              countLabel={t('ticketChoice.count', { label: category.label })}
              hint={
                <>
                  <span>{details.filter(Boolean).join(' · ')}</span>{' '}
                  <TicketPrice
                    wording={wording}
                    sale={money.shown(price.salePrice, category.currency)}
                    full={price.salePrice < price.price ? money.shown(price.price, category.currency) : null}
                  />
                </>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
