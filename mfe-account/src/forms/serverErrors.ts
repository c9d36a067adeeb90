// Turns a failed sign-in or sign-up call into what the form shows: messages under fields, or one message for the form.
import { ApiError, NETWORK_ERROR_MESSAGE, rateLimitMessage } from '@kemet/platform';

export const EMAIL_NOT_FOUND = 'Email Not Found!';
export const INVALID_PASSWORD = 'Invalid Password!';
export const EMAIL_TAKEN = 'An account with this email already exists.';

export interface FailureView {
  fields: Record<string, string>;
  form?: string;
  emailTaken?: boolean;
}

export const NO_FAILURE: FailureView = { fields: {} };

/** Any form's view of a failed call: 429 with its wait, field messages, or one message (network trouble included). */
export function commonFailure(error: unknown): FailureView {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return { fields: {}, form: NETWORK_ERROR_MESSAGE };
  const limited = rateLimitMessage(error);
  if (limited) return { fields: {}, form: limited };
  if (Object.keys(error.fields).length > 0) return { fields: error.fields };
  return { fields: {}, form: error.message };
}

export function signInFailure(error: unknown): FailureView {
  if (error instanceof ApiError && error.status === 404) return { fields: { email: EMAIL_NOT_FOUND } };
  if (error instanceof ApiError && error.status === 401) return { fields: { password: INVALID_PASSWORD } };
  return commonFailure(error);
}

export function signUpFailure(error: unknown): FailureView {
  if (error instanceof ApiError && error.status === 409) return { fields: { email: EMAIL_TAKEN }, emailTaken: true };
  return commonFailure(error);
}

/** The view after the visitor edits a field: that field's server message and the form message go away. */
export function withoutField(view: FailureView, field: string): FailureView {
  if (!(field in view.fields) && !view.form) return view;
  const { [field]: _removed, ...fields } = view.fields;
  return { fields, emailTaken: field === 'email' ? false : view.emailTaken };
}
