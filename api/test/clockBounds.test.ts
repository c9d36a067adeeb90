// When the clock next changes what the catalogue shows of an experience: read for all at once, read again once one
// has passed or the content changed, and lowered by a change of places (a new hold runs out HOLD_MINUTES later),
// including one told while a read is under way.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HOLD_MINUTES } from '@kemet/contract';
import { ClockBounds } from '../src/catalog/clockBounds.js';

const noError = (error: unknown) => assert.fail(String(error));

/** A read the test answers when it likes: each call waits for the next answer(). */
function controlledRead() {
  const pending: ((bounds: Map<number, number>) => void)[] = [];
  return {
    read: () => new Promise<ReadonlyMap<number, number>>((resolve) => pending.push(resolve)),
    answer: async (bounds: Map<number, number>) => {
      const resolve = pending.shift();
      assert.ok(resolve, 'a read was asked for');
      resolve(bounds);
      await new Promise((done) => setImmediate(done));
    },
    get asked() {
      return pending.length;
    },
  };
}

test('unknown until read; then each experience has its bound, and one with nothing due has none', async () => {
  const source = controlledRead();
  const clock = new ClockBounds(source.read, noError);
  const due = Date.now() + 60_000;
  assert.equal(clock.boundOf(1), undefined);
  assert.equal(source.asked, 1);
  assert.equal(clock.boundOf(2), undefined);
  assert.equal(source.asked, 1, 'one read at a time');
  await source.answer(new Map([[1, due]]));
  assert.equal(clock.boundOf(1), due);
  assert.equal(clock.boundOf(2), Infinity);
  assert.equal(source.asked, 0);
});

test('a bound that has passed starts a new read, and stays passed until it is answered', async () => {
  const source = controlledRead();
  const clock = new ClockBounds(source.read, noError);
  clock.boundOf(1);
  const passed = Date.now() - 1;
  await source.answer(new Map([[1, passed]]));
  assert.equal(clock.boundOf(1), passed);
  assert.equal(source.asked, 1);
  const next = Date.now() + 60_000;
  await source.answer(new Map([[1, next]]));
  assert.equal(clock.boundOf(1), next);
});

test('a change of places lowers its experience to a new hold running out, even when told during a read', async () => {
  const source = controlledRead();
  const clock = new ClockBounds(source.read, noError);
  clock.boundOf(1);
  const before = Date.now();
  clock.placesChanged([1]);
  await source.answer(new Map([[1, before + 3_600_000]]));
  const bound = clock.boundOf(1)!;
  assert.ok(
    bound <= before + HOLD_MINUTES * 60_000 && bound > before + HOLD_MINUTES * 60_000 - 10_000,
    `${bound - before} ms ahead`,
  );
  clock.placesChanged([2]);
  assert.ok(clock.boundOf(2)! <= Date.now() + HOLD_MINUTES * 60_000, 'told after the read');
});

test('a content change drops what was known, and a read begun before it', async () => {
  const source = controlledRead();
  const clock = new ClockBounds(source.read, noError);
  clock.boundOf(1);
  await source.answer(new Map([[1, Date.now() + 60_000]]));
  clock.contentChanged();
  assert.equal(clock.boundOf(1), undefined);
  clock.contentChanged();
  await source.answer(new Map([[1, Date.now() + 60_000]]));
  assert.equal(clock.boundOf(1), undefined, 'the read begun before the change is dropped; another starts');
  const due = Date.now() + 120_000;
  await source.answer(new Map([[1, due]]));
  assert.equal(clock.boundOf(1), due);
});

test('a failed read is reported and tried again no sooner than a second later', async () => {
  const errors: unknown[] = [];
  let reads = 0;
  const clock = new ClockBounds(
    () => {
      reads++;
      return Promise.reject(new Error('database down'));
    },
    (error) => errors.push(error),
  );
  assert.equal(clock.boundOf(1), undefined);
  await new Promise((done) => setImmediate(done));
  assert.deepEqual([reads, errors.length], [1, 1]);
  assert.equal(clock.boundOf(1), undefined);
  assert.equal(reads, 1, 'not again at once');
  await new Promise((done) => setTimeout(done, 1_050));
  clock.boundOf(1);
  assert.equal(reads, 2);
});
