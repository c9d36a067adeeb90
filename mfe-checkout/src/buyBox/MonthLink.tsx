// The buy box calendar's previous and next month: links to the page opening on that month (`?month=YYYY-MM`), so
// they work before and without the page's code; once it runs, the calendar's own click moves in place.
import { createContext, useContext, type ButtonHTMLAttributes, type MouseEvent } from 'react';

/** The links of the months either side of the one shown; null where the calendar stops. */
export const MonthHrefsContext = createContext<{ previous: string | null; next: string | null }>({
  previous: null,
  next: null,
});

type NavButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

function MonthLink({ href, ...props }: NavButtonProps & { href: string | null }) {
  if (!href || props['aria-disabled']) return <button {...props} />;
  const { className, style, children, onClick } = props;
  return (
    <a
      href={href}
      className={className}
      style={style}
      aria-label={props['aria-label']}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onClick?.(event as unknown as MouseEvent<HTMLButtonElement>);
      }}
    >
      {children}
    </a>
  );
}

export const PreviousMonthLink = (props: NavButtonProps) => (
  <MonthLink href={useContext(MonthHrefsContext).previous} {...props} />
);

export const NextMonthLink = (props: NavButtonProps) => (
  <MonthLink href={useContext(MonthHrefsContext).next} {...props} />
);
