// The sign-in and sign-up answers (docs/product/texts-and-messages.md#sign-in-and-sign-up-answers), under the field
// they are about, in the page's language (the common namespace's words for their codes); anything else as every form
// shows it.
import { ApiError, serviceErrorText } from '@kemet/platform';
import { failureStatus, type FormStatus } from '@kemet/platform/forms';

export const EMAIL_NOT_FOUND = 'Email Not Found!';
export const INVALID_PASSWORD = 'Invalid Password!';
export const EMAIL_TAKEN = 'An account with this email already exists.';

/** 'An account with this email already exists.' in the page's language. */
export const emailTaken = () => serviceErrorText('EMAIL_TAKEN', EMAIL_TAKEN);

export function signInFailure(error: unknown): FormStatus {
  if (error instanceof ApiError && error.status === 404)
    return { fields: { email: serviceErrorText('EMAIL_NOT_FOUND', EMAIL_NOT_FOUND) } };
  if (error instanceof ApiError && error.status === 401)
    return { fields: { password: serviceErrorText('INVALID_PASSWORD', INVALID_PASSWORD) } };
  return failureStatus(error);
}

export function signUpFailure(error: unknown): FormStatus {
  if (error instanceof ApiError && error.status === 409) return { fields: { email: emailTaken() } };
  return failureStatus(error);
}
