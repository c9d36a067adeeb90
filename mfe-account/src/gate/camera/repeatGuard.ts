// A camera reads the same QR in frame after frame: a code is new unless it was last read less than windowMs ago.
// Each read of it pushes the window on, so a ticket held in front of the camera is checked once, not every 3 s.
export const REPEAT_WINDOW_MS = 3000;

export function createRepeatGuard(windowMs = REPEAT_WINDOW_MS, now: () => number = Date.now) {
  let last: { code: string; at: number } | null = null;
  return {
    isNew(code: string): boolean {
      const at = now();
      const repeated = last !== null && last.code === code && at - last.at < windowMs;
      last = { code, at };
      return !repeated;
    },
  };
}
