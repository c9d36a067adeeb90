// The checkout form's rules (yup, run by formik): quantity within what can be booked, a 3–4 digit CVC for the chosen card.
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

/** Formik validation: the schema, told which card is chosen. */
export async function validateCheckout(values: CheckoutValues, maxQuantity: number) {
  try {
    await checkoutSchema(maxQuantity).validate(values, { abortEarly: false, context: { card: values.card } });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: { quantity?: string; cvc?: Partial<Record<CardId, string>> } = {};
    for (const issue of error.inner) {
      if (issue.path?.startsWith('cvc.')) errors.cvc = { ...errors.cvc, [issue.path.slice(4)]: issue.message };
      else if (issue.path === 'quantity') errors.quantity = issue.message;
    }
    return errors;
  }
}
