// Shows a form's outcome (formik status set by submitTo) as a Notice: the confirmation or what went wrong.
import { useFormikContext } from 'formik';
import { Notice } from '@kemet/ui';
import type { FormStatus } from './submitTo';

export function FormStatusNotice({ successTitle, errorTitle }: { successTitle: string; errorTitle: string }) {
  const outcome = useFormikContext().status as FormStatus | undefined;
  if (!outcome) return null;
  return outcome.tone === 'success' ? (
    <Notice tone="success" title={successTitle}>
      <p>{outcome.message}</p>
    </Notice>
  ) : (
    <Notice tone="error" title={errorTitle}>
      <p>{outcome.message}</p>
    </Notice>
  );
}
