// A shell form's sending, for useKemetForm: the values as the schema casts them (trimmed), the form emptied with the
// service's confirmation on success; when the service rejects fields, the form's notice also says to correct them.
import type { FormReceipt } from '@kemet/contract';
import { failureStatus, type FormStatus, type KemetFormOptions } from '@kemet/platform/forms';
import type { AnyObjectSchema, InferType } from 'yup';

export const FIELD_ERRORS_MESSAGE = 'Please correct the highlighted fields and send again.';

function withFieldsSummary(error: unknown): FormStatus {
  const status = failureStatus(error);
  return Object.keys(status.fields).length > 0 ? { ...status, error: FIELD_ERRORS_MESSAGE } : status;
}

export function sendTo<S extends AnyObjectSchema>(
  schema: S,
  send: (input: InferType<S>) => Promise<FormReceipt>,
): Pick<KemetFormOptions<InferType<S>>, 'validationSchema' | 'submit' | 'toFailure'> {
  return {
    validationSchema: schema,
    submit: async (values, helpers) => {
      const receipt = await send(schema.cast(values));
      helpers.resetForm();
      return receipt.message;
    },
    toFailure: withFieldsSummary,
  };
}
