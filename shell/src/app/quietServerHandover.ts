// What hydration reports: a part the server left to the browser (it missed its budget or failed there) is expected
// and says nothing; anything else (a mismatch between the HTML and the first render) is a defect, and is logged.
import { REMOTE_RENDERS_IN_BROWSER } from '@kemet/platform';

export function quietServerHandover(error: unknown, info: { componentStack?: string }) {
  if (isServerHandover(error)) return;
  console.error(error, info.componentStack ?? '');
}

function isServerHandover(error: unknown): boolean {
  // React passes the server's digest on the error it gives the browser.
  const digest = (error as { digest?: string } | null)?.digest;
  const cause = (error as { cause?: { digest?: string } } | null)?.cause?.digest;
  return digest === REMOTE_RENDERS_IN_BROWSER || cause === REMOTE_RENDERS_IN_BROWSER;
}
