// Whether the page is solving a proof of work right now, for the live region that tells the traveller (a form only
// shows that it is submitting).
let inProgress = 0;
const listeners = new Set<() => void>();

function change(by: number) {
  inProgress += by;
  for (const listener of listeners) listener();
}

export async function whileCheckingRequest<T>(work: () => Promise<T>): Promise<T> {
  change(1);
  try {
    return await work();
  } finally {
    change(-1);
  }
}

export const requestChecks = {
  checking: () => inProgress > 0,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
