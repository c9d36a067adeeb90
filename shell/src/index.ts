// The page starts in two tasks rather than one long one on a slow phone: first the platform's modules (React, its
// router, i18next: some 40 ms on a phone slowed 4×), then the app's with React's DOM renderer, and the app starts.
// Both are in this chunk ("eager") and loaded with it; only their evaluation waits for the next task.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start() {
  await import(/* webpackMode: "eager" */ '@kemet/platform');
  await nextTask();
  const { mountApp } = await import(/* webpackMode: "eager" */ './app/mountApp');
  await mountApp(document.getElementById('root')!);
}

void start();
