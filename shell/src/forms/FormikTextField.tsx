// The shared TextField bound to a formik field by name: value, change/blur, and its error once touched.
import { useField } from 'formik';
import { TextField } from '@kemet/ui';
import type { ComponentProps } from 'react';

type TextFieldProps = ComponentProps<typeof TextField>;
export type FormikTextFieldProps = TextFieldProps & { name: string };

export function FormikTextField(props: FormikTextFieldProps) {
  const [field, meta] = useField<string>(props.name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return <TextField {...props} {...field} id={props.id ?? `field-${props.name}`} error={error} />;
}
