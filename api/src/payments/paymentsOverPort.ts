// The payment provider seen from the write thread (bookings/bookingWrites.ts): each charge or refund is asked of the
// provider the app was built with, on the event loop, over a MessagePort of the task. Tests and deployments keep
// giving their own provider; it still sees every charge.
import type { MessagePort } from 'node:worker_threads';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './provider.js';

type Call = { op: 'charge'; request: ChargeRequest } | { op: 'refund'; reference: string };
type Answer = { value?: ChargeResult; error?: string };

/** The event loop's side: answers the thread's calls on `port` with `provider`. */
export function servePayments(port: MessagePort, provider: PaymentProvider): void {
  port.on('message', (call: Call) => {
    const done = call.op === 'charge' ? provider.charge(call.request) : provider.refund(call.reference);
    void done.then(
      (value) => port.postMessage({ value: value ?? undefined } satisfies Answer),
      (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies Answer),
    );
  });
}

/** The thread's side: a provider whose calls go over `port` (one at a time: a booking charges, then maybe refunds). */
export class PaymentsOverPort implements PaymentProvider {
  constructor(private readonly port: MessagePort) {}

  charge(request: ChargeRequest): Promise<ChargeResult> {
    return this.call({ op: 'charge', request }) as Promise<ChargeResult>;
  }

  async refund(reference: string): Promise<void> {
    await this.call({ op: 'refund', reference });
  }

  private call(call: Call): Promise<ChargeResult | undefined> {
    return new Promise((resolve, reject) => {
      this.port.once('message', ({ value, error }: Answer) => (error === undefined ? resolve(value) : reject(new Error(error))));
      this.port.postMessage(call);
    });
  }
}
