// The checkout form's rules (yup, run by formik with the values as context, so `$card` is the chosen card): quantity within what can be booked, a 3–4 digit CVC for the chosen card.
import * as yup from 'yup';
import type { CardId } from './savedCards';

export const CVC_MESSAGE = 'Enter the 3 or 4 digit security code';
const CVC_PATTERN = /^[0-9]{3,4}$/;

export interface CheckoutValues {
  quantity: number;
  card: CardId;
  /** The CVC typed for each saved card; only the chosen card's is checked and sent. */
  cvc: Record<CardId, string>;
}

const cvcFor = (card: CardId) =>
  yup.string().when('$card', {
    is: card,
    then: (rule) => rule.required(CVC_MESSAGE).matches(CVC_PATTERN, CVC_MESSAGE),
    otherwise: (rule) => rule.optional(),
  });

export function checkoutSchema(maxQuantity: number) {
  return yup.object({
    quantity: yup.number().integer().min(1).max(maxQuantity).required(),
    card: yup.string().oneOf(['visa', 'mastercard']).required(),
    cvc: yup.object({ visa: cvcFor('visa'), mastercard: cvcFor('mastercard') }),
  });
}
