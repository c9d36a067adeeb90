import { createRepeatGuard } from './repeatGuard';

function guardAt(clock: { now: number }) {
  return createRepeatGuard(3000, () => clock.now);
}

it('a code read again within 3 s is not new; another code is', () => {
  const clock = { now: 0 };
  const guard = guardAt(clock);
  expect(guard.isNew('ticket-a')).toBe(true);
  clock.now = 2999;
  expect(guard.isNew('ticket-a')).toBe(false);
  expect(guard.isNew('ticket-b')).toBe(true);
});

it('a code read again after 3 s without being seen is new', () => {
  const clock = { now: 0 };
  const guard = guardAt(clock);
  guard.isNew('ticket-a');
  clock.now = 3000;
  expect(guard.isNew('ticket-a')).toBe(true);
});

it('a ticket held in front of the camera, read frame after frame, counts once', () => {
  const clock = { now: 0 };
  const guard = guardAt(clock);
  const reads = Array.from({ length: 60 }, (_, frame) => {
    clock.now = frame * 150;
    return guard.isNew('ticket-a');
  });
  expect(reads.filter(Boolean)).toHaveLength(1);
});
