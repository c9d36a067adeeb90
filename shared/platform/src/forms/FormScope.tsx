// Gives a form's fields (FormField, FormStatusNotice) their form: FormScope alone for a box inside another form's
// element, FormikForm for the usual <form>.
import { useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormikProvider, type FormikValues } from 'formik';
import type { KemetForm } from './useKemetForm';
import { useTypedBeforeLive } from './useTypedBeforeLive';

export function FormScope<Values extends FormikValues>({
  form,
  children,
}: {
  form: KemetForm<Values>;
  children: ReactNode;
}) {
  return <FormikProvider value={form.formik}>{children}</FormikProvider>;
}

export type FormikFormProps<Values extends FormikValues> = { form: KemetForm<Values> } & Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit'
>;

export function FormikForm<Values extends FormikValues>({ form, children, ...attributes }: FormikFormProps<Values>) {
  const element = useRef<HTMLFormElement>(null);
  useTypedBeforeLive(form.formik, element);
  return (
    <FormScope form={form}>
      <form ref={element} noValidate {...attributes} onSubmit={form.handleSubmit}>
        {children}
      </form>
    </FormScope>
  );
}
