// The threads of password hashing and booking writes: a thread that fails while starting leaves the pool able to run
// the next task, and its failure is reported instead of ending the process.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { ThreadPool } from '../src/threads/threadPool.js';

const worker = new URL('./threadPoolWorker.ts', import.meta.url).href;

async function markerFile(): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'kemet-threads-')), 'fail');
  await writeFile(file, '');
  return file;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (const started = Date.now(); !condition(); await sleep(20)) {
    assert.ok(Date.now() - started < 20_000, `${what} within 20 s`);
  }
}

test(
  'a thread that failed while starting, with no task: the failure is reported and the next task runs',
  { timeout: 60_000 },
  async () => {
    const failWhile = await markerFile();
    const errors: Error[] = [];
    const pool = new ThreadPool(
      { filename: worker, minThreads: 1, maxThreads: 1, workerData: { failWhile } },
      (error) => errors.push(error),
    );
    try {
      // The first thread fails, then the one piscina starts in its place: piscina starts no more after that.
      await until(() => errors.length >= 2, 'both failures reported');
      assert.match(errors[0].message, /this thread cannot start/);
      await rm(failWhile);
      // Piscina alone starts no thread after such a failure: this task would wait for ever.
      assert.equal(await pool.run(21), 42);
    } finally {
      await pool.destroy();
    }
  },
);

test(
  'while threads keep failing to start, every task is refused, none waits; then they run again',
  { timeout: 60_000 },
  async () => {
    const failWhile = await markerFile();
    const pool = new ThreadPool(
      { filename: worker, minThreads: 1, maxThreads: 1, workerData: { failWhile } },
      () => {},
    );
    try {
      for (let i = 0; i < 3; i++)
        await assert.rejects(pool.run(i), /this thread cannot start|Terminating worker thread/);
      // Sent together, while the thread that holds them fails: refused too, not left in a queue.
      const together = await Promise.allSettled([pool.run(1), pool.run(2), pool.run(3)]);
      assert.deepEqual(
        together.map((outcome) => outcome.status),
        ['rejected', 'rejected', 'rejected'],
      );
      await rm(failWhile);
      assert.equal(await pool.run(4), 8, 'and runs again once a thread starts');
    } finally {
      await pool.destroy();
    }
  },
);
