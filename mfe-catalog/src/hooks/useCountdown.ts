// A seconds countdown that ticks once a second and stops at zero (the sale timer: display only).
import { useEffect, useState } from 'react';

export const SALE_COUNTDOWN_SECONDS = 59;

export function useCountdown(startSeconds: number): number {
  const [remaining, setRemaining] = useState(startSeconds);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return remaining;
}

/** 59 → '00:00:59' ('٠٠:٠٠:٥٩' with a number format in Arabic digits). */
export function formatCountdown(
  totalSeconds: number,
  number?: (n: number, options: Intl.NumberFormatOptions) => string,
): string {
  const pad = (n: number) =>
    number ? number(n, { minimumIntegerDigits: 2, useGrouping: false }) : String(n).padStart(2, '0');
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}`;
}
