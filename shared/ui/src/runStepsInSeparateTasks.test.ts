import { runStepsInSeparateTasks } from './runStepsInSeparateTasks';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('runs each step in a task of its own, in order, none within the call, and resolves after the last', async () => {
  const ran: string[] = [];
  let done = false;
  void runStepsInSeparateTasks([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')]).then(
    () => (done = true),
  );
  expect(ran).toEqual([]);
  jest.advanceTimersToNextTimer();
  expect(ran).toEqual(['a']);
  jest.advanceTimersToNextTimer();
  expect(ran).toEqual(['a', 'b']);
  await Promise.resolve();
  expect(done).toBe(false);
  jest.advanceTimersToNextTimer();
  await Promise.resolve();
  expect(ran).toEqual(['a', 'b', 'c']);
  expect(done).toBe(true);
});
