// Password hashing runs in threads below the API's priority (passwords.ts): on Linux each thread has its own nice
// value, which /proc shows. The event loop's thread keeps the default.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { HASHING_NICE_INCREMENT, PasswordHasher } from '../src/auth/passwords.js';

const CHEAP = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** The nice value of each of this process's threads (field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): Map<number, number> {
  const values = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    values.set(Number(tid), Number(fields[16]));
  }
  return values;
}

test(
  'hashes and verifies in threads niced below the event loop',
  { skip: process.platform !== 'linux' && 'per-thread nice values are Linux' },
  async () => {
    const before = threadNiceValues();
    const hasher = new PasswordHasher(CHEAP, 2);
    try {
      const encoded = await hasher.hash('Lotus-Sphinx-2027');
      assert.equal(await hasher.verify(encoded, 'Lotus-Sphinx-2027'), true);
      const niced = [...threadNiceValues()].filter(
        ([tid, nice]) => !before.has(tid) && nice === HASHING_NICE_INCREMENT,
      );
      assert.ok(niced.length >= 1, 'a hashing thread runs at nice 10');
      assert.equal(threadNiceValues().get(process.pid), 0, 'the event loop keeps the default priority');
    } finally {
      await hasher.close();
    }
  },
);
