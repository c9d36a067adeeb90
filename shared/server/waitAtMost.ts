/** Resolves when the promise settles or `ms` have passed, whichever comes first; never rejects. */
export async function waitAtMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([promise.catch(() => undefined), waited]);
  clearTimeout(timer);
}
