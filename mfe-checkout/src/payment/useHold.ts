// The hold behind the payment page (docs/product/rules.md#booking): places taken on the session for the choice, for
// 10 minutes. It is taken when the page opens with a complete choice, or on "Reserve" / "Hold again"; a changed choice
// takes a new one after a short pause (the server releases the earlier hold of the same session). One request at a
// time, always for the newest choice, so an old answer can never replace a newer hold. Leaving the page releases an
// unpaid hold.
import { useCallback, useEffect, useRef, useState } from 'react';
import { HOLD_MINUTES, type Hold, type TicketChoice } from '@kemet/contract';
import { useCreateHold } from '../api/createHold';
import { useReleaseHold } from '../api/releaseHold';
import { choiceKey, isComplete } from '../components/ticketChoice/ticketChoice';
import { useSecondsLeft } from './useSecondsLeft';

/** A changed choice waits this long for the next click before it asks for a new hold. */
export const REHOLD_DELAY_MS = 400;
const HOLD_MS = HOLD_MINUTES * 60_000;

export interface HeldPlaces {
  hold: Hold;
  /** choiceKey of the choice it holds. */
  key: string;
  /** When it ends by this device's clock. */
  deadline: number;
}

export type HoldState =
  | { status: 'idle' }
  | { status: 'holding'; previous?: HeldPlaces }
  | { status: 'held'; held: HeldPlaces }
  | { status: 'expired' }
  | { status: 'refused'; error: unknown };

/**
 * The server's expiry, never further than a hold lasts from when its answer arrived: a device clock behind the
 * server's would otherwise count too long.
 */
function heldFrom(hold: Hold, key: string, receivedAt = Date.now()): HeldPlaces {
  const left = Math.min(Math.max(Date.parse(hold.expiresAt) - receivedAt, 0), HOLD_MS);
  return { hold, key, deadline: receivedAt + left };
}

export interface HoldControls {
  state: HoldState;
  /** The hold that matches the choice on the page, while it lasts: the only one that may be paid. */
  current: HeldPlaces | null;
  /** The latest price the server gave, for this choice or the one before (while a new hold is on its way). */
  quote: Hold['quote'] | null;
  secondsLeft: number | null;
  /** "Reserve" and "Hold again": hold the choice now. */
  reserve: () => void;
  /** The payment answered HOLD_EXPIRED / HOLD_NOT_FOUND. */
  expire: () => void;
  /** The payment answered that the session cannot be booked. */
  refuse: (error: unknown) => void;
  /** The hold was paid: leaving the page must not release it. */
  markPaid: () => void;
}

export function useHold(choice: TicketChoice | null, holdOnOpen: boolean): HoldControls {
  const { mutateAsync: createHold } = useCreateHold();
  const release = useReleaseHold();
  const [armed, setArmed] = useState(holdOnOpen);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<HoldState>({ status: 'idle' });

  const wanted = useRef<TicketChoice | null>(null);
  /** The hold the server last gave this page and has not been released, paid or expired. */
  const live = useRef<HeldPlaces | null>(null);
  const inFlight = useRef(false);
  const runAgain = useRef(false);
  const askedBefore = useRef(false);
  const gone = useRef(false);

  const key = isComplete(choice) ? choiceKey(choice) : null;

  const releaseLive = useCallback(() => {
    if (live.current) release(live.current.hold.id);
    live.current = null;
  }, [release]);

  const run = useCallback(async () => {
    if (inFlight.current) {
      runAgain.current = true;
      return;
    }
    inFlight.current = true;
    try {
      do {
        runAgain.current = false;
        const target = wanted.current;
        if (!target) break;
        const outcome = await createHold(target).then(
          (hold) => ({ hold }),
          (error: unknown) => ({ error }),
        );
        if ('hold' in outcome) live.current = heldFrom(outcome.hold, choiceKey(target));
        if (gone.current || !wanted.current) {
          releaseLive();
          break;
        }
        // The choice changed while this one was asked: the newer choice's own request follows.
        if (wanted.current !== target) continue;
        if ('hold' in outcome) setState({ status: 'held', held: live.current! });
        else {
          setState({ status: 'refused', error: outcome.error });
          setArmed(false);
        }
      } while (runAgain.current);
    } finally {
      inFlight.current = false;
    }
  }, [createHold, releaseLive]);

  useEffect(() => {
    if (!armed) return;
    if (!key || !choice) {
      wanted.current = null;
      releaseLive();
      setState({ status: 'idle' });
      return;
    }
    wanted.current = choice;
    if (!inFlight.current && live.current?.key === key) {
      setState({ status: 'held', held: live.current });
      return;
    }
    setState((before) => ({
      status: 'holding',
      previous: before.status === 'held' ? before.held : before.status === 'holding' ? before.previous : undefined,
    }));
    const timer = window.setTimeout(() => void run(), askedBefore.current ? REHOLD_DELAY_MS : 0);
    askedBefore.current = true;
    return () => window.clearTimeout(timer);
    // `choice` is represented by `key`; `attempt` asks again for the same choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, armed, attempt, run, releaseLive]);

  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      releaseLive();
    };
  }, [releaseLive]);

  const held = state.status === 'held' ? state.held : null;
  const secondsLeft = useSecondsLeft(held?.deadline ?? null);
  const expire = useCallback(() => {
    live.current = null;
    setArmed(false);
    setState({ status: 'expired' });
  }, []);
  useEffect(() => {
    if (secondsLeft === 0) expire();
  }, [secondsLeft, expire]);

  const quote =
    state.status === 'held'
      ? state.held.hold.quote
      : state.status === 'holding'
        ? (state.previous?.hold.quote ?? null)
        : null;
  return {
    state,
    current: held && held.key === key && secondsLeft !== 0 ? held : null,
    quote,
    secondsLeft,
    reserve: useCallback(() => {
      live.current = null;
      askedBefore.current = false;
      setArmed(true);
      setAttempt((n) => n + 1);
    }, []),
    expire,
    refuse: useCallback((error: unknown) => {
      live.current = null;
      setArmed(false);
      setState({ status: 'refused', error });
    }, []),
    markPaid: useCallback(() => {
      live.current = null;
    }, []),
  };
}
