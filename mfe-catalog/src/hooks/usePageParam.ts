// A list page's page number and keywords in the URL query (used by the tours page).
import { useSearchParams } from '@kemet/platform';
import { searchLink } from './useExperiencesQuery';

/** The page (1 unless a positive whole number) and keywords of a list's URL query. */
export function readPageParam(params: URLSearchParams): { page: number; q: string } {
  const raw = Number(params.get('page'));
  return { page: Number.isInteger(raw) && raw > 0 ? raw : 1, q: params.get('q') ?? '' };
}

export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const { page, q } = readPageParam(params);
  const paramsOf = (next: { page: number; q: string }) => {
    const out = new URLSearchParams();
    if (next.q) out.set('q', next.q);
    if (next.page > 1) out.set('page', String(next.page));
    return out;
  };
  const write = (next: { page: number; q: string }) => setParams(paramsOf(next));
  return {
    page,
    q,
    /** The list's state (a form that changes something else keeps it). */
    state: paramsOf({ page, q }),
    /** The address of a page of the list (a link). */
    pageLink: (n: number) => searchLink(paramsOf({ page: n, q })),
    search: (text: string) => write({ page: 1, q: text.trim() }),
  };
}
