// The form's message from the service (formik status): what went wrong as an alert, or the confirmation.
import { useFormikContext } from 'formik';
import { Notice } from '@kemet/ui';
import { NO_STATUS, type FormStatus } from './formStatus';

export interface FormStatusNoticeProps {
  errorTitle?: string;
  successTitle?: string;
}

export function FormStatusNotice({ errorTitle, successTitle }: FormStatusNoticeProps) {
  const { error, success } = (useFormikContext().status as FormStatus | undefined) ?? NO_STATUS;
  if (error)
    return (
      <Notice tone="error" title={errorTitle}>
        {error}
      </Notice>
    );
  if (success)
    return (
      <Notice tone="success" title={successTitle}>
        {success}
      </Notice>
    );
  return null;
}
