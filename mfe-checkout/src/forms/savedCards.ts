// The traveller's two saved cards (fixed entries): one approves, one is the declining test card
// (docs/product/rules.md#booking).
import { DECLINING_TEST_CARD_LAST4 } from '@kemet/contract';

export interface SavedCard {
  id: 'visa' | 'mastercard';
  brand: string;
  last4: string;
  /** The declining test card, which says so. */
  declining?: boolean;
}

export const savedCards: readonly SavedCard[] = [
  { id: 'visa', brand: 'Visa', last4: '4242' },
  { id: 'mastercard', brand: 'Mastercard', last4: DECLINING_TEST_CARD_LAST4, declining: true },
];

export type CardId = SavedCard['id'];

export function cardById(id: CardId): SavedCard {
  return savedCards.find((card) => card.id === id) ?? savedCards[0]!;
}
