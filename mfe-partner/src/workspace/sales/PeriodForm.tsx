// The GET form of a period (a range of days, a month): it works before the page's code as a plain form to this page's
// address; after, it changes the address in place. The fields keep what was sent, the address being the state.
import type { FormEvent, ReactNode } from 'react';
import { useSearchParams } from '@kemet/platform';
import { Button } from '@kemet/ui';
import styles from './sales.module.css';

export function PeriodForm({ label, submit, children }: { label: string; submit: string; children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') sent.set(name, value);
    setParams(sent);
  };
  return (
    <form method="get" className={styles.period} aria-label={label} onSubmit={onSubmit} key={params.toString()}>
      {children}
      <Button type="submit" variant="secondary">
        {submit}
      </Button>
    </form>
  );
}
