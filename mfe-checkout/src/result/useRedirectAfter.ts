// Navigates to a route once a delay has passed (from the success page to /tours after 3 s:
// docs/product/routes.md#redirects).
import { useEffect } from 'react';
import { useNavigate } from '@kemet/platform';

export function useRedirectAfter(delayMs: number, to: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(to), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs, to, navigate]);
}
