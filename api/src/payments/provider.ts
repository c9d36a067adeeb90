// The payment step behind an interface. No real money moves: TestPaymentProvider approves every card but one. Charges
// are idempotent by booking reference (api/README.md, Bookings): charging a reference again returns the first result
// and charges nothing, so a pay retried after a crash between the charge and the confirmation never charges twice.
import { setTimeout as sleep } from 'node:timers/promises';
import { DECLINING_TEST_CARD_LAST4 } from '@kemet/contract';

export interface ChargeRequest {
  amountCents: number;
  currency: string;
  cardLast4: string;
  cvc: string;
  /** The booking's reference: the provider's idempotency key. */
  reference: string;
}

export type ChargeResult = { approved: true; transactionId: string } | { approved: false; reason: string };

export interface PaymentProvider {
  /** Charges once per reference; a repeat of a reference answers the first result without charging again. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives back an approved charge (a paid booking whose places could not be kept). */
  refund(reference: string): Promise<void>;
}

export class TestPaymentProvider implements PaymentProvider {
  /** Every charge made, by reference, in order: what a test counts to prove nothing was charged twice. */
  readonly charges = new Map<string, ChargeResult & { amountCents: number }>();
  readonly refunds = new Set<string>();

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const earlier = this.charges.get(request.reference);
    if (earlier) return earlier;
    const result: ChargeResult =
      request.cardLast4 === DECLINING_TEST_CARD_LAST4
        ? { approved: false, reason: 'card_declined' }
        : { approved: true, transactionId: `test_${request.reference}` };
    this.charges.set(request.reference, { ...result, amountCents: request.amountCents });
    return result;
  }

  async refund(reference: string): Promise<void> {
    if (this.charges.get(reference)?.approved) this.refunds.add(reference);
  }
}

/** A provider that answers after `latencyMs`, like a real one over the network (tests and the bench). */
export class SlowPaymentProvider implements PaymentProvider {
  constructor(
    readonly inner: PaymentProvider,
    readonly latencyMs: number,
  ) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    await sleep(this.latencyMs);
    return this.inner.charge(request);
  }

  async refund(reference: string): Promise<void> {
    await sleep(this.latencyMs);
    return this.inner.refund(reference);
  }
}
