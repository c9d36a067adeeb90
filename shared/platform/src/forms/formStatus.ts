// A form's answer from the service, kept in formik's `status`: messages under fields, and one message for the form.
// Through the package name, not a relative path: this entry is a separate shared module, and ApiError must be the
// singleton's class for instanceof to hold.
import { ApiError, i18n, rateLimitMessage, serviceErrorText } from '@kemet/platform';

export interface FormStatus {
  /** The service's message per field, shown under it until the visitor edits that field. */
  fields: Record<string, string>;
  /** What went wrong, for the whole form. */
  error?: string;
  /** The confirmation, for the whole form. */
  success?: string;
}

export const NO_STATUS: FormStatus = { fields: {} };

/** A failed call as the form shows it: 429 with its wait, field messages, or one message (network trouble included). */
export function failureStatus(error: unknown): FormStatus {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)
    return { fields: {}, error: i18n.t('network', { ns: 'common' }) };
  const limited = rateLimitMessage(error);
  if (limited) return { fields: {}, error: limited };
  if (Object.keys(error.fields).length > 0) return { fields: error.fields };
  return { fields: {}, error: serviceErrorText(error.code, error.message) };
}

/** The status after the visitor edits a field: that field's message and the form's message go away. */
export function withoutField(status: FormStatus, field: string): FormStatus {
  if (!(field in status.fields) && !status.error && !status.success) return status;
  const { [field]: _edited, ...fields } = status.fields;
  return { fields };
}
