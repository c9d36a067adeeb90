// Under By Location / By Provider: pick one governorate or provider (or All), from the data service's lists.
import { useId } from 'react';
import { useLocations } from '../api/getLocations';
import { useProviders } from '../api/getProviders';
import styles from './FilterBar.module.css';

interface Props {
  facet: 'location' | 'provider';
  value: string;
  onChange: (value: string) => void;
}

export function FacetSelect({ facet, value, onChange }: Props) {
  const id = useId();
  const locations = useLocations(facet === 'location');
  const providers = useProviders(facet === 'provider');
  const options = facet === 'location' ? locations : providers;
  const label = facet === 'location' ? 'Governorate' : 'Provider';
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All</option>
        {options.isSuccess &&
          options.data.map((option) => <option key={option.name} value={option.name}>{`${option.name} (${option.count})`}</option>)}
        {value && !options.isSuccess && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}
