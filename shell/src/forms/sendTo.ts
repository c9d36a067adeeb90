// A shell form's sending, for useKemetForm: the values as the schema casts them (trimmed), the form emptied with the
// service's confirmation on success (in the page's language: known confirmations by their English text); when the
// service rejects fields, the form's notice also says to correct them.
import type { FormReceipt } from '@kemet/contract';
import { i18n } from '@kemet/platform';
import { failureStatus, type FormStatus, type KemetFormOptions } from '@kemet/platform/forms';
import type { AnyObjectSchema, InferType } from 'yup';
import shellEnglish from '../messages/shell.en';
import '../messages/shellMessages';

export const FIELD_ERRORS_MESSAGE = shellEnglish.forms.fieldErrors;

const REPLY_KEYS = new Map(
  Object.entries(shellEnglish.forms.replies).map(([key, english]) => [english, `forms.replies.${key}`]),
);

/** The service's confirmation in the page's language; one the shell does not know is shown as the service gave it. */
export function replyText(message: string): string {
  const key = REPLY_KEYS.get(message);
  return key ? i18n.t(key, { ns: 'shell' }) : message;
}

function withFieldsSummary(error: unknown): FormStatus {
  const status = failureStatus(error);
  return Object.keys(status.fields).length > 0
    ? { ...status, error: i18n.t('forms.fieldErrors', { ns: 'shell' }) }
    : status;
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
      return replyText(receipt.message);
    },
    toFailure: withFieldsSummary,
  };
}
