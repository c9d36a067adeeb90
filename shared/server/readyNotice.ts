// The stack's "ready" line: on a fresh machine the API migrates and seeds its database before it answers (a minute or
// two on two cores), and until then the pages render without their data. The stack says when the site is whole.
const POLL_MS = 500;
const GIVE_UP_MS = 10 * 60_000;

async function answersOk(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/** Resolves true once every URL answers 2xx (polled), false if they have not within the time given. */
export async function whenAllAnswer(urls: string[], giveUpMs = GIVE_UP_MS, pollMs = POLL_MS): Promise<boolean> {
  const deadline = Date.now() + giveUpMs;
  for (;;) {
    const answers = await Promise.all(urls.map(answersOk));
    if (answers.every(Boolean)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Prints the ready line once the API's readiness check and the shell's home page answer. */
export function announceWhenReady(ports: { api: number; shell: number }, print = console.log): Promise<void> {
  return whenAllAnswer([`http://127.0.0.1:${ports.api}/api/ready`, `http://127.0.0.1:${ports.shell}/`]).then(
    (ready) => {
      if (ready) print(`Kemet is ready: http://localhost:${ports.shell}`);
    },
  );
}
