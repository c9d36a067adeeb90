// A list's pager as links to its pages' addresses (?page=N, or the list's own parameter; the others kept), so paging
// works before and without the page's code, as the manifest's does. Shown only when there is more than one page.
import { Link, useSearchParams } from '@kemet/platform';
import sections from './sections.module.css';

interface Props {
  page: number;
  totalPages: number;
  /** The query parameter naming the page. */
  param?: string;
  /** The navigation's name, e.g. "Review pages". */
  label: string;
  newer: string;
  older: string;
  /** "Page 2 of 5", in the page's language. */
  position: string;
}

/** The page a query parameter names: a whole number from 1, else the first. */
export const pageParam = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 100_000 ? n : 1;
};

export function PageLinks({ page, totalPages, param = 'page', label, newer, older, position }: Props) {
  const [params] = useSearchParams();
  if (totalPages <= 1) return null;
  const linkTo = (to: number) => {
    const next = new URLSearchParams(params);
    next.set(param, String(to));
    return `?${next}`;
  };
  return (
    <nav className={sections.pager} aria-label={label}>
      {page > 1 ? <Link to={linkTo(page - 1)}>{newer}</Link> : <span />}
      <span>{position}</span>
      {page < totalPages ? <Link to={linkTo(page + 1)}>{older}</Link> : <span />}
    </nav>
  );
}
