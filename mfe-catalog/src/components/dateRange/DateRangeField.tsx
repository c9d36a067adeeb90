// The search form's "when". The server's HTML (and the page until its code runs, or without JavaScript) has the two
// native date fields `from` and `to`; once the page is live they give way, in place, to a button that shows the range
// and opens Kemet's calendar in a popover, writing the same two fields (hidden) for the GET form.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FocusEvent,
  type Ref,
} from 'react';
import { useFormat, useNow, useTranslation } from '@kemet/platform';
import { cairoDayOf } from '@kemet/ui';
import '../../messages/catalogMessages';
import type { DayRange } from './dayRange';
import styles from './DateRangeField.module.css';

const loadCalendar = () => import('./RangeCalendar');
const RangeCalendar = lazy(async () => ({ default: (await loadCalendar()).RangeCalendar }));

export interface DateRangeFieldHandle {
  /** Opens the calendar (the form asks for a first day before it searches). */
  open(): void;
}

interface Props {
  /** The range the URL names. */
  initial: DayRange;
  /** The form's field and input looks, shared with its other fields. */
  fieldClassName: string;
  inputClassName: string;
  ref?: Ref<DateRangeFieldHandle>;
}

export function DateRangeField({ initial, fieldClassName, inputClassName, ref }: Props) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const id = useId();
  const today = cairoDayOf(new Date(useNow()).toISOString());
  const [range, setRange] = useState(initial);
  const [upgraded, setUpgraded] = useState(false);
  const [open, setOpen] = useState(false);
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The whole calendar in view once open (on a phone the form's button sits low on the screen).
  const bringIntoView = useCallback(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  // Once hydrated: what the visitor may have typed in the native fields meanwhile is kept.
  useEffect(() => {
    setRange({ from: fromInput.current?.value ?? '', to: toInput.current?.value ?? '' });
    setUpgraded(true);
    void loadCalendar();
  }, []);
  useImperativeHandle(ref, () => ({ open: () => setOpen(true) }), []);
  // Open, a click anywhere else on the page closes it, and Escape closes it back to its button.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !field.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (!upgraded)
    return (
      <>
        <div className={fieldClassName}>
          <label htmlFor={`${id}-from`}>{t('partySearch.from')}</label>
          <input
            ref={fromInput}
            id={`${id}-from`}
            name="from"
            type="date"
            required
            defaultValue={initial.from}
            className={inputClassName}
          />
        </div>
        <div className={fieldClassName}>
          <label htmlFor={`${id}-to`}>{t('partySearch.to')}</label>
          <input
            ref={toInput}
            id={`${id}-to`}
            name="to"
            type="date"
            defaultValue={initial.to}
            className={inputClassName}
          />
        </div>
      </>
    );

  const day = (key: string) => format.date(`${key}T12:00:00Z`, { day: 'numeric', month: 'short' });
  const shown = !range.from
    ? t('partySearch.when.choose')
    : range.to
      ? t('partySearch.when.range', { from: day(range.from), to: day(range.to) })
      : t('partySearch.when.fromOnly', { from: day(range.from) });
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const change = (next: DayRange) => {
    setRange(next);
    if (next.to) close(true);
  };
  // Focus moved on out of the field (Tab past the calendar, a click on another field) closes it.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };
  return (
    <div ref={field} className={`${fieldClassName} ${styles.when}`} onBlur={onBlur}>
      <span id={`${id}-label`}>{t('partySearch.when.label')}</span>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className={`${inputClassName} ${styles.button}`}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-calendar` : undefined}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className={styles.icon} />
        <bdi>{shown}</bdi>
      </button>
      <input type="hidden" name="from" value={range.from} />
      <input type="hidden" name="to" value={range.to} />
      {open && (
        <div
          ref={panel}
          id={`${id}-calendar`}
          role="dialog"
          aria-label={t('partySearch.when.calendar')}
          className={styles.popover}
        >
          <Suspense fallback={<div className={styles.loading} />}>
            <RangeCalendar range={range} onChange={change} today={today} onShown={bringIntoView} />
          </Suspense>
          <p className={styles.hint} aria-live="polite">
            {range.from && !range.to ? t('partySearch.when.pickLast') : t('partySearch.when.pickFirst')}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => setRange({ from: '', to: '' })}>
              {t('partySearch.when.clear')}
            </button>
            <button type="button" className={styles.primary} onClick={() => close(true)}>
              {t('partySearch.when.done')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
