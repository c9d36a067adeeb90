// A labelled select bound to a formik field, for the schedule forms' fixed choices (day, category, residency, proof).
import { useId } from 'react';
import { useFormikContext, type FormikValues } from 'formik';
import sections from '../../components/sections.module.css';

export function SelectField({ name, label, options }: { name: string; label: string; options: [string, string][] }) {
  const id = useId();
  const formik = useFormikContext<FormikValues>();
  return (
    <div className={sections.select}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...formik.getFieldProps(name)}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
