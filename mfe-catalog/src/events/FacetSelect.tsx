// Under By Location / By Provider: pick one governorate or provider (or All), from the data service's lists: the
// options show each item's label (in the page's language) and filter on its name (the same in every language). A
// field of the filter bar's GET form (?location=Luxor); a pick made before the page's code started applies as it does.
import { useId, useRef } from 'react';
import { useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { useLocations } from '../api/getLocations';
import { useProviders } from '../api/getProviders';
import { useChoiceBeforeLive } from '../hooks/useChoiceBeforeLive';
import styles from './FilterBar.module.css';

interface Props {
  facet: 'location' | 'provider';
  value: string;
  onChange: (value: string) => void;
}

export function FacetSelect({ facet, value, onChange }: Props) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  useChoiceBeforeLive(select, value, onChange);
  const locations = useLocations(facet === 'location');
  const providers = useProviders(facet === 'provider');
  const options = facet === 'location' ? locations : providers;
  const label = t(facet === 'location' ? 'filters.location' : 'filters.provider');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <select
        ref={select}
        id={id}
        name={facet}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('filters.all')}</option>
        {options.isSuccess &&
          options.data.map((option) => (
            <option key={option.name} value={option.name}>
              {t('filters.option', { label: option.label, count: option.count })}
            </option>
          ))}
        {value && !options.isSuccess && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}
