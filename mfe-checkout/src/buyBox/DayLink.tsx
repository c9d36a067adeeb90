// A day of the buy box's calendar that can be picked: a link to the details page with that day (dayHref), so the
// pick works before and without the page's code; once it runs, the calendar's own click picks it in place.
import { createContext, useContext, useEffect, useRef, type MouseEvent } from 'react';
import type { DayButtonProps } from 'react-day-picker';
import { dayKeyOf } from '@kemet/ui';

/** The link of a day ("?date=2027-01-15"), relative to the page's own address. */
export const DayHrefContext = createContext<(dayKey: string) => string>(() => '?');

export function DayLink({ day, modifiers, ...buttonProps }: DayButtonProps) {
  const hrefOf = useContext(DayHrefContext);
  const ref = useRef<HTMLAnchorElement>(null);
  // As react-day-picker's own DayButton: the day the keyboard moves to takes the focus.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  if (modifiers.disabled) return <button {...buttonProps} />;
  const { className, style, tabIndex, onClick, onFocus, onBlur, onKeyDown, onMouseEnter, onMouseLeave } = buttonProps;
  return (
    <a
      ref={ref}
      href={hrefOf(dayKeyOf(day.date))}
      className={className}
      style={style}
      tabIndex={tabIndex}
      aria-label={buttonProps['aria-label']}
      aria-current={modifiers.selected ? 'date' : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onClick?.(event as unknown as MouseEvent<HTMLButtonElement>);
      }}
      onFocus={onFocus as never}
      onBlur={onBlur as never}
      onKeyDown={onKeyDown as never}
      onMouseEnter={onMouseEnter as never}
      onMouseLeave={onMouseLeave as never}
    >
      {buttonProps.children}
    </a>
  );
}
