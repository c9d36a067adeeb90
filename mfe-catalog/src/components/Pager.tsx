// Page navigation: previous, the current page ± 1, next; a page outside 1..total is ignored (docs/product/rules.md#lists-and-pagination).
// It follows the reading direction: in Arabic, Previous sits on the right and its chevron points right.
import { useFormat, useTranslation } from '@kemet/platform';
import { Trans } from '@kemet/platform/trans';
import '../messages/catalogMessages';
import styles from './Pager.module.css';

interface Props {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** What is paged, for the navigation's name: 'Events pages'. */
  label: string;
}

export function pagerWindow(page: number, totalPages: number): number[] {
  return [page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages);
}

const hidden = { hidden: <span className="visually-hidden" /> };

export function Pager({ page, totalPages, onChange, label }: Props) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  if (totalPages <= 1) return null;
  const goTo = (target: number) => {
    if (target < 1 || target > totalPages || target === page) return;
    onChange(target);
  };
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className={styles.step} aria-disabled={atStart} onClick={() => goTo(page - 1)}>
        <span className={styles.chevron} aria-hidden="true">
          ‹{' '}
        </span>
        <Trans t={t} i18nKey="pager.previous" components={hidden} />
      </button>
      <ul className={styles.pages}>
        {pagerWindow(page, totalPages).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={`${styles.page} ${n === page ? styles.current : ''}`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pager.page', { page: n, count: totalPages })}
              onClick={() => goTo(n)}
            >
              {format.number(n)}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.step} aria-disabled={atEnd} onClick={() => goTo(page + 1)}>
        <Trans t={t} i18nKey="pager.next" components={hidden} />
        <span className={styles.chevron} aria-hidden="true">
          {' '}
          ›
        </span>
      </button>
    </nav>
  );
}
