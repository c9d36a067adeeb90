// Which hero slide shows, and the gentle auto-advance: paused on hover/focus or by the visitor, and never
// started for visitors who prefer reduced motion.
import { useEffect, useState } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function useSlideRotation(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  // Playing in the server's HTML (it cannot know the visitor's setting); paused once the browser says so.
  const [userPaused, setUserPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const playing = !userPaused && !held;

  useEffect(() => {
    if (prefersReducedMotion()) setUserPaused(true);
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, count, intervalMs]);

  return {
    index,
    playing,
    show: (next: number) => setIndex(((next % count) + count) % count),
    togglePlaying: () => setUserPaused((paused) => !paused),
    /** Hover or keyboard focus inside the slider holds the rotation. */
    hold: (value: boolean) => setHeld(value),
  };
}
