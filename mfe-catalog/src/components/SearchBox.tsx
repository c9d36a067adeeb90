// Keyword search: a labelled box (placeholder 'search keywords') and a search button, in a form with role=search.
// A GET form to the page's own address (?q=…, the rest of the list's state in hidden fields), so a search works
// before and without the page's code; once live it searches in place. Keywords typed before the code started are
// kept when it takes over.
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { usePageAddress } from '../hooks/usePageAddress';
import { HiddenFields } from './HiddenFields';
import styles from './SearchBox.module.css';

interface Props {
  /** The current keywords (from the URL). */
  value: string;
  onSearch: (keywords: string) => void;
  /** Read by screen readers: 'Search events'. */
  label: string;
  /** The rest of the list's state that a search keeps (sent as hidden fields). */
  keep?: URLSearchParams;
}

export function SearchBox({ value, onSearch, label, keep = new URLSearchParams() }: Props) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const action = usePageAddress();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  useLayoutEffect(() => {
    // Typed before the page was live: the browser kept it in the box; React would put the URL's keywords back.
    const typed = input.current;
    if (typed && typed.value !== typed.defaultValue) setText(typed.value);
  }, []);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // The URL changed (Back, Clear filters): show its keywords.
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" aria-label={label} className={styles.form} method="get" action={action} onSubmit={submit}>
      <HiddenFields params={keep} />
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        name="q"
        className={styles.input}
        type="search"
        placeholder={t('search.placeholder')}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.button}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
          />
        </svg>
        {t('search.button')}
      </button>
    </form>
  );
}
