// The checkout form's rules (yup, run by formik with the values as context, so `$card` is the chosen card): a 3–4 digit
// CVC for the chosen card. The tickets are the page's choice, held before paying.
import * as yup from 'yup';
import type { CardId } from './savedCards';

export const CVC_MESSAGE = 'Enter the 3 or 4 digit security code';
const CVC_PATTERN = /^[0-9]{3,4}$/;

export interface CheckoutValues {
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

export const checkoutSchema = yup.object({
  card: yup.string().oneOf(['visa', 'mastercard']).required(),
  cvc: yup.object({ visa: cvcFor('visa'), mastercard: cvcFor('mastercard') }),
});
