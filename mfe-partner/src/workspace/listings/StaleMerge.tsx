// After a 412: what the other person saved beside what the reader typed, field by field where they differ. Each field
// keeps the reader's value until "Take theirs" is chosen (and "Keep yours" brings it back); the next save sends the
// other person's version, so nothing is overwritten unseen.
import { useFormikContext } from 'formik';
import { useTranslation } from '@kemet/platform';
import { Notice } from '@kemet/ui';
import './messages/listingsMessages';
import { differingFields, type ListingField, type ListingValues } from './listingValues';
import { useGovernorateLabel } from './useGovernorateLabel';
import styles from './listings.module.css';

interface Props {
  yours: ListingValues;
  theirs: ListingValues;
}

export function StaleMerge({ yours, theirs }: Props) {
  const { t } = useTranslation('listings');
  const governorateLabel = useGovernorateLabel();
  const { values, setFieldValue } = useFormikContext<ListingValues>();
  const fields = differingFields(yours, theirs);

  const labelOf = (field: ListingField) => (field === 'images' ? t('pictures.title') : t(`editor.${field}`));
  const shown = (field: ListingField, value: ListingValues[ListingField]) => {
    if (Array.isArray(value)) return t('stale.pictures', { count: value.length });
    if (value === '') return t('stale.none');
    if (field === 'kind') return t(`kind.${value}`);
    if (field === 'governorate') return governorateLabel(value);
    return value;
  };
  const taken = (field: ListingField) => JSON.stringify(values[field]) === JSON.stringify(theirs[field]);

  return (
    <div className={styles.stale} role="region" aria-label={t('stale.title')}>
      <Notice tone="error" title={t('stale.title')}>
        {t('stale.lead')}
      </Notice>
      {fields.map((field) => (
        <fieldset key={field} className={styles.staleField}>
          <legend>{labelOf(field)}</legend>
          <div className={styles.staleValues}>
            <div>
              <p className={styles.staleWho}>{t('stale.yours')}</p>
              <p className={styles.staleText} data-testid={`yours-${field}`}>
                <bdi>{shown(field, yours[field])}</bdi>
              </p>
            </div>
            <div>
              <p className={styles.staleWho}>{t('stale.theirs')}</p>
              <p className={styles.staleText} data-testid={`theirs-${field}`}>
                <bdi>{shown(field, theirs[field])}</bdi>
              </p>
            </div>
          </div>
          <div className={styles.staleChoice}>
            <label>
              <input
                type="radio"
                name={`stale-${field}`}
                checked={!taken(field)}
                onChange={() => void setFieldValue(field, yours[field])}
              />{' '}
              {t('stale.keepYours')}
            </label>
            <label>
              <input
                type="radio"
                name={`stale-${field}`}
                checked={taken(field)}
                onChange={() => void setFieldValue(field, theirs[field])}
              />{' '}
              {t('stale.takeTheirs')}
            </label>
          </div>
        </fieldset>
      ))}
    </div>
  );
}
