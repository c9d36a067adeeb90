// formik plus what every account form adds: the service's answer shown under a field or for the whole form (gone as
// soon as the traveller edits that field), and formik's isSubmitting as the one busy state.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useFormik, type FormikConfig, type FormikHelpers, type FormikValues } from 'formik';
import { commonFailure, NO_FAILURE, withoutField, type FailureView } from './serverErrors';

export interface AccountFormOptions<Values> extends Pick<FormikConfig<Values>, 'initialValues' | 'validationSchema' | 'validate'> {
  /** Sends the form; a thrown error becomes the form's failure through toFailure. */
  submit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  toFailure?: (error: unknown) => FailureView;
  /** Runs when the traveller edits a field (e.g. to hide an earlier success). */
  onEdit?: () => void;
  /** Show the rules' messages once a field is touched (sign-in shows only the service's answers). */
  ruleMessages?: boolean;
}

export function useAccountForm<Values extends FormikValues>({
  submit,
  toFailure = commonFailure,
  onEdit,
  ruleMessages = true,
  ...config
}: AccountFormOptions<Values>) {
  const [failure, setFailure] = useState<FailureView>(NO_FAILURE);
  const form = useFormik<Values>({
    ...config,
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
      setFailure(NO_FAILURE);
      try {
        await submit(values, helpers);
      } catch (error) {
        setFailure(toFailure(error));
      }
    },
  });

  // A second Enter while a submission is in flight is ignored, like a second click on the busy button.
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (!form.isSubmitting) form.handleSubmit(event);
    else event?.preventDefault();
  };

  /** A FormField's props: value and handlers, and its message (the service's, else the rule's once touched). */
  const field = (name: keyof Values & string) => ({
    ...form.getFieldProps(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      form.handleChange(event);
      onEdit?.();
      setFailure((current) => withoutField(current, name));
    },
    message: failure.fields[name] ?? (ruleMessages && form.touched[name] ? (form.errors[name] as string | undefined) : undefined),
  });

  return { form, failure, field, handleSubmit, busy: form.isSubmitting, canSubmit: form.dirty && form.isValid };
}
