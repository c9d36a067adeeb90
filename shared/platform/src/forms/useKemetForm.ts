// Every Kemet form's setup: formik with a yup schema (validateYupSchema / yupToFormErrors), formik's isSubmitting as
// the one busy state, and the service's answer in formik's status (see formStatus.ts).
import {
  useFormik,
  validateYupSchema,
  yupToFormErrors,
  type FormikErrors,
  type FormikHelpers,
  type FormikValues,
} from 'formik';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { failureStatus, NO_STATUS, type FormStatus } from './formStatus';

export interface KemetFormOptions<Values> {
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  /** yup's `$` context (e.g. the traveller's email and name for the password rules); the values when absent. */
  validationContext?: object;
  /** Sends the form and may return the confirmation to show; a thrown error becomes the status through toFailure. */
  submit: (values: Values, helpers: FormikHelpers<Values>) => Promise<string | void>;
  toFailure?: (error: unknown) => FormStatus;
  /** For a form whose submit button waits for valid input (canSubmit): check the rules before the first edit. */
  validateOnMount?: boolean;
}

export function useKemetForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  validationContext,
  submit,
  toFailure = failureStatus,
  validateOnMount = false,
}: KemetFormOptions<Values>) {
  const formik = useFormik<Values>({
    initialValues,
    initialStatus: NO_STATUS,
    validateOnMount,
    validate: (values) =>
      validateYupSchema(values, validationSchema, false, validationContext).then(
        (): FormikErrors<Values> => ({}),
        (error: unknown) => {
          if (error instanceof ValidationError) return yupToFormErrors<Values>(error);
          throw error;
        },
      ),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(NO_STATUS);
      try {
        const success = await submit(values, helpers);
        if (success) helpers.setStatus({ fields: {}, success } satisfies FormStatus);
      } catch (error) {
        helpers.setStatus(toFailure(error));
      }
    },
  });

  return {
    formik,
    status: (formik.status as FormStatus | undefined) ?? NO_STATUS,
    // While isSubmitting, the busy submit Button is disabled: a second click, and Enter (implicit submission), do
    // nothing.
    handleSubmit: formik.handleSubmit,
    busy: formik.isSubmitting,
    canSubmit: formik.dirty && formik.isValid,
  };
}

export type KemetForm<Values extends FormikValues> = ReturnType<typeof useKemetForm<Values>>;
