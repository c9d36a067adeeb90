// The sign-in and sign-up answers (docs/product/texts-and-messages.md#sign-in-and-sign-up-answers), under the field they are about; anything else as every form shows it.
import { ApiError } from '@kemet/platform';
import { failureStatus, type FormStatus } from '@kemet/platform/forms';

export const EMAIL_NOT_FOUND = 'Email Not Found!';
export const INVALID_PASSWORD = 'Invalid Password!';
export const EMAIL_TAKEN = 'An account with this email already exists.';

export function signInFailure(error: unknown): FormStatus {
  if (error instanceof ApiError && error.status === 404) return { fields: { email: EMAIL_NOT_FOUND } };
  if (error instanceof ApiError && error.status === 401) return { fields: { password: INVALID_PASSWORD } };
  return failureStatus(error);
}

export function signUpFailure(error: unknown): FormStatus {
  if (error instanceof ApiError && error.status === 409) return { fields: { email: EMAIL_TAKEN } };
  return failureStatus(error);
}
