// Solves an ALTCHA challenge into the X-Kemet-Proof value, loaded only when the service first asks for proof.
//
// Solved on the page's thread, in slices: Chromium's Web Crypto answers a small digest without leaving the thread, so
// altcha-lib's solver over the whole range would be one task of seconds on a slow phone. Between slices the page
// handles input and paints. A worker would have to be a file on the page's own origin, and the platform running the
// page may be a remote's copy whose files live on that remote's origin (browsers refuse such a worker; the CSP refuses
// blob: ones).
import { solveChallenge } from 'altcha-lib/v1';
import type { ProofChallenge } from './proofOfWork';

/** Numbers tried between two looks at the clock, and the longest the page's thread is kept before it yields. */
const BATCH = 250;
const SLICE_MS = 40;

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The number that answers `challenge`, or undefined when none up to its maxnumber does. */
async function solvedNumber(challenge: ProofChallenge, signal?: AbortSignal): Promise<number | undefined> {
  let sliceStart = performance.now();
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    signal?.throwIfAborted();
    const last = Math.min(start + BATCH - 1, challenge.maxnumber);
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, last, start)
      .promise;
    if (solution) return solution.number;
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToPage();
      sliceStart = performance.now();
    }
  }
  return undefined;
}

/** The X-Kemet-Proof value that answers `challenge`, or undefined when no number up to its maxnumber does. */
export async function solvedProof(challenge: ProofChallenge, signal?: AbortSignal): Promise<string | undefined> {
  const number = await solvedNumber(challenge, signal);
  if (number === undefined) return undefined;
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}
