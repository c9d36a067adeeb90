// The payment step behind an interface. No real money moves: TestPaymentProvider approves every card but one.
import { DECLINING_TEST_CARD_LAST4 } from '@kemet/contract';

export interface ChargeRequest {
  amountCents: number;
  currency: 'USD';
  cardLast4: string;
  cvc: string;
  reference: string;
}

export type ChargeResult = { approved: true; transactionId: string } | { approved: false; reason: string };

export interface PaymentProvider {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export class TestPaymentProvider implements PaymentProvider {
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (request.cardLast4 === DECLINING_TEST_CARD_LAST4) return { approved: false, reason: 'card_declined' };
    return { approved: true, transactionId: `test_${request.reference}` };
  }
}
