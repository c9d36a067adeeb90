// A list page's page number and keywords in the URL query (used by the tours page).
import { useSearchParams } from '@kemet/platform';

export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const q = params.get('q') ?? '';
  const write = (next: { page: number; q: string }) => {
    const out = new URLSearchParams();
    if (next.q) out.set('q', next.q);
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out);
  };
  return {
    page,
    q,
    goToPage: (n: number) => write({ page: n, q }),
    search: (text: string) => write({ page: 1, q: text.trim() }),
  };
}
