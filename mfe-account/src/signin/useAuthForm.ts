// The setup sign-in and sign-up share: the shared form hook, the service's answer in its fixed words
// (docs/product/texts-and-messages.md#sign-in-and-sign-up-answers), and on success the shared auth store and the way
// back to where the visitor came from.
import type { FormikValues } from 'formik';
import type { User } from '@kemet/contract';
import { useKemetForm, type KemetFormOptions } from '@kemet/platform/forms';
import { useFinishSignIn } from './useFinishSignIn';

export interface AuthFormOptions<Values> extends Pick<
  KemetFormOptions<Values>,
  'initialValues' | 'validationSchema' | 'toFailure'
> {
  send: (values: Values) => Promise<{ user: User }>;
}

export function useAuthForm<Values extends FormikValues>({ send, ...options }: AuthFormOptions<Values>) {
  const finish = useFinishSignIn();
  return useKemetForm<Values>({
    ...options,
    validateOnMount: true,
    submit: async (values) => {
      const { user } = await send(values);
      finish(user);
    },
  });
}
