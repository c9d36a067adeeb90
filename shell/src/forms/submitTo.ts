// Turns an API call into a formik onSubmit: the server's message on success (form reset), its field errors
// mapped onto the fields, or a clear error notice with the input kept (for a 429, with when to try again).
import type { FormikErrors, FormikHelpers, FormikTouched } from 'formik';
import { ApiError, NETWORK_ERROR_MESSAGE, rateLimitMessage } from '@kemet/platform';
import type { FormReceipt } from '../api/formsApi';
import type { AnyObjectSchema, InferType } from 'yup';

export interface FormStatus {
  tone: 'success' | 'error';
  message: string;
}

export const FIELD_ERRORS_MESSAGE = 'Please correct the highlighted fields and send again.';

export function submitTo<S extends AnyObjectSchema>(schema: S, send: (input: InferType<S>) => Promise<FormReceipt>) {
  return async (values: InferType<S>, helpers: FormikHelpers<InferType<S>>) => {
    helpers.setStatus(undefined);
    try {
      const receipt = await send(schema.cast(values));
      helpers.resetForm({ status: { tone: 'success', message: receipt.message } satisfies FormStatus });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      const fields = apiError?.fields ?? {};
      if (Object.keys(fields).length > 0) {
        const touched = Object.fromEntries(Object.keys(fields).map((name) => [name, true]));
        void helpers.setTouched(touched as FormikTouched<InferType<S>>, false);
        helpers.setErrors(fields as FormikErrors<InferType<S>>);
      }
      const message =
        rateLimitMessage(error) ?? (Object.keys(fields).length > 0 ? FIELD_ERRORS_MESSAGE : (apiError?.message ?? NETWORK_ERROR_MESSAGE));
      helpers.setStatus({ tone: 'error', message } satisfies FormStatus);
    }
  };
}
