// Work that would be one long task, run as several short ones, so a slow phone's main thread can answer in between.

/** Runs each step in a task of its own, the first in a later task than the call; resolves once the last has run. */
export function runStepsInSeparateTasks(steps: (() => unknown)[]): Promise<void> {
  const queue = [...steps];
  return new Promise((resolve) => {
    const next = () => {
      queue.shift()?.();
      if (queue.length > 0) setTimeout(next);
      else resolve();
    };
    setTimeout(next);
  });
}
