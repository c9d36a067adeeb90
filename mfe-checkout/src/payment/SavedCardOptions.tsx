// The saved cards as radio tiles, each with its own CVC input; typing a card's CVC chooses that card.
import { useTranslation } from '@kemet/platform';
import { CVC_MESSAGE } from '../forms/checkoutSchema';
import { savedCards, type CardId } from '../forms/savedCards';
import styles from './SavedCardOptions.module.css';
import '../messages/checkoutMessages';

export interface SavedCardOptionsProps {
  chosen: CardId;
  cvc: Record<CardId, string>;
  errors?: Partial<Record<CardId, string>>;
  touched?: Partial<Record<CardId, boolean>>;
  onChoose: (card: CardId) => void;
  onCvcChange: (card: CardId, value: string) => void;
  onCvcBlur: (card: CardId) => void;
}

export function SavedCardOptions({
  chosen,
  cvc,
  errors,
  touched,
  onChoose,
  onCvcChange,
  onCvcBlur,
}: SavedCardOptionsProps) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('cards.legend')}</legend>
      {savedCards.map((card) => {
        const selected = card.id === chosen;
        const error = selected && touched?.[card.id] ? errors?.[card.id] : undefined;
        const cvcId = `checkout-cvc-${card.id}`;
        return (
          <div key={card.id} className={`${styles.tile} ${selected ? styles.selected : ''}`}>
            <label className={styles.choice}>
              <input
                type="radio"
                name="card"
                value={card.id}
                checked={selected}
                onChange={() => onChoose(card.id)}
                className={styles.radio}
              />
              <span className={styles.brand}>{card.brand}</span>
              <bdi className={styles.number} dir="ltr">
                <span aria-hidden="true">••••</span>
                <span className="visually-hidden">{t('cards.endingIn')}</span> {card.last4}
              </bdi>
              {card.declining && <span className={styles.note}>— {t('cards.declining')}</span>}
            </label>
            <div className={styles.cvcField}>
              <label htmlFor={cvcId} className={styles.cvcLabel}>
                {t('cards.cvc')}
                <span className="visually-hidden">{t('cards.cvcFor', { brand: card.brand, last4: card.last4 })}</span>
              </label>
              <input
                id={cvcId}
                name={`cvc.${card.id}`}
                className={`${styles.cvc} ${error ? styles.invalid : ''}`}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                placeholder={t('cards.cvcPlaceholder')}
                dir="ltr"
                value={cvc[card.id]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${cvcId}-error` : undefined}
                onFocus={() => onChoose(card.id)}
                onChange={(event) => onCvcChange(card.id, event.target.value.replace(/\D/g, '').slice(0, 4))}
                onBlur={() => onCvcBlur(card.id)}
              />
              {error && (
                <span id={`${cvcId}-error`} className={styles.error}>
                  {error === CVC_MESSAGE ? t('cards.cvcError', { shortest: 3, longest: 4 }) : error}
                </span>
              )}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
