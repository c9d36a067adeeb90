// One check at a time: a scan gets its nonce, is sent (with retries) under this device's key or session, and its
// answer becomes the page's answer and the newest of the last scans. A refused key or session is handed back to
// the page; no connection and rate limits become the message under the ticket code.
import { useCallback, useRef, useState } from 'react';
import { ApiError, i18n, rateLimitMessage, serviceErrorText } from '@kemet/platform';
import '../messages/accountMessages';
import type { CheckinAnswer } from '@kemet/contract';
import { checkInWithRetries } from './checkInWithRetries';
import { newScanNonce } from './scanNonce';
import { SCANS_KEPT, type Scan } from './ScanHistory';

export const NO_CONNECTION_MESSAGE = 'No connection: the scan was not checked. Try again.';

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)
    return i18n.t('gate.noConnection', { ns: 'account' });
  return rateLimitMessage(error) ?? serviceErrorText(error.code, error.message);
}

export function useTicketCheck(gateKey: string | null, onRefused: () => void) {
  const [answer, setAnswer] = useState<CheckinAnswer | null>(null);
  const [scans, setScans] = useState<Scan[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref as well as state: a camera read and a scanner's Enter can arrive in the same tick.
  const inFlight = useRef(false);

  /** Resolves true once the service has answered (the code can be cleared), false if it was not checked. */
  const check = useCallback(
    async (code: string): Promise<boolean> => {
      // A JWS has no whitespace: a code pasted across lines, or a scanner's line ending, still reads as one token.
      const token = code.replace(/\s+/g, '');
      if (!token || inFlight.current) return false;
      inFlight.current = true;
      setBusy(true);
      setFailure(null);
      const nonce = newScanNonce();
      try {
        const answered = await checkInWithRetries({ token, nonce }, gateKey);
        setAnswer(answered);
        setScans((earlier) =>
          [{ nonce, at: new Date().toISOString(), answer: answered }, ...earlier].slice(0, SCANS_KEPT),
        );
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) onRefused();
        else setFailure(failureMessage(error));
        return false;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [gateKey, onRefused],
  );

  return { check, answer, scans, failure, busy };
}
