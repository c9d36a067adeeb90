// What hydration reports. A part the server left to the browser (it missed its budget there) is expected and says
// nothing. A part that threw while hydrating (its remote failed to load in the browser) is rendered again by the
// browser, where its own boundary shows the notice and reports the failure: a warning here is enough. Anything else
// (the HTML and the first render disagree) is a defect, and is logged as an error.
import { REMOTE_RENDERS_IN_BROWSER } from '@kemet/platform';

interface RecoverableError {
  digest?: string;
  cause?: unknown;
}

export function reportHydrationError(error: unknown, info: { componentStack?: string }) {
  const { digest, cause } = (error ?? {}) as RecoverableError;
  if (digest === REMOTE_RENDERS_IN_BROWSER) return;
  if (cause !== undefined) {
    console.warn('A part failed while the page hydrated and was rendered again in the browser:', cause);
    return;
  }
  console.error(error, info.componentStack ?? '');
}
