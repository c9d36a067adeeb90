// Under By Location / By Provider: pick one governorate or provider (or All), from the data service's lists.
import { useId } from 'react';
import { fetchLocations, fetchProviders } from '../data/experiences';
import { useAsync } from '../hooks/useAsync';
import styles from './FilterBar.module.css';

interface Props {
  facet: 'location' | 'provider';
  value: string;
  onChange: (value: string) => void;
}

export function FacetSelect({ facet, value, onChange }: Props) {
  const id = useId();
  const options = useAsync((signal) => (facet === 'location' ? fetchLocations(signal) : fetchProviders(signal)), [facet]);
  const label = facet === 'location' ? 'Governorate' : 'Provider';
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>{label}</label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All</option>
        {options.status === 'ready' &&
          options.data.map((option) => (
            <option key={option.name} value={option.name}>{`${option.name} (${option.count})`}</option>
          ))}
        {value && options.status !== 'ready' && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}
