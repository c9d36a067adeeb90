// Page navigation: previous, the current page ± 1, next (docs/product/rules.md#lists-and-pagination). Each is a link
// to its page's address (?page=N), so paging works before and without the page's code, and in place once it is live.
// It follows the reading direction: in Arabic, Previous sits on the right and its chevron points right.
import type { ReactNode } from 'react';
import { Link, useFormat, useTranslation, type LinkProps } from '@kemet/platform';
import { Trans } from '@kemet/platform/trans';
import '../messages/catalogMessages';
import styles from './Pager.module.css';

interface Props {
  page: number;
  totalPages: number;
  /** The address of a page of the list. */
  to: (page: number) => LinkProps['to'];
  /** What is paged, for the navigation's name: 'Events pages'. */
  label: string;
}

export function pagerWindow(page: number, totalPages: number): number[] {
  return [page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages);
}

const hidden = { hidden: <span className="visually-hidden" /> };

/** Previous or next: a link, or (at either end) a step that leads nowhere. */
function Step({ target, to, children }: { target: number | null; to: Props['to']; children: ReactNode }) {
  if (target === null)
    return (
      <span className={styles.step} aria-disabled="true" role="link">
        {children}
      </span>
    );
  return (
    <Link to={to(target)} className={styles.step}>
      {children}
    </Link>
  );
}

export function Pager({ page, totalPages, to, label }: Props) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Step target={page > 1 ? page - 1 : null} to={to}>
        <span className={styles.chevron} aria-hidden="true">
          ‹{' '}
        </span>
        <Trans t={t} i18nKey="pager.previous" components={hidden} />
      </Step>
      <ul className={styles.pages}>
        {pagerWindow(page, totalPages).map((n) => (
          <li key={n}>
            <Link
              to={to(n)}
              className={`${styles.page} ${n === page ? styles.current : ''}`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pager.page', { page: n, count: totalPages })}
            >
              {format.number(n)}
            </Link>
          </li>
        ))}
      </ul>
      <Step target={page < totalPages ? page + 1 : null} to={to}>
        <Trans t={t} i18nKey="pager.next" components={hidden} />
        <span className={styles.chevron} aria-hidden="true">
          {' '}
          ›
        </span>
      </Step>
    </nav>
  );
}
