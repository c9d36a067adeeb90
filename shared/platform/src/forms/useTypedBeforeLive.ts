// A server-rendered form can be typed into before the page is live (hydrated): the browser keeps the text in the
// fields while the form's state still says empty. Once live, the form takes what the traveller typed, all fields in
// one change (one validation, so no earlier one can land after it), a task after mount so the form's own first
// validations have run. Nothing typed early is lost or sent as empty.
import { useEffect, type RefObject } from 'react';
import type { FormikProps, FormikValues } from 'formik';

const TYPED = new Set(['text', 'email', 'password', 'tel', 'search', 'url', 'number', 'textarea']);

export function useTypedBeforeLive<Values extends FormikValues>(formik: FormikProps<Values>, form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const timer = setTimeout(() => {
      const typed: Record<string, string> = {};
      for (const element of Array.from(form.current?.elements ?? [])) {
        if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) || !TYPED.has(element.type)) continue;
        if (element.name in formik.values && element.value !== '' && element.value !== element.defaultValue) typed[element.name] = element.value;
      }
      if (Object.keys(typed).length > 0) void formik.setValues({ ...formik.values, ...typed });
    }, 0);
    return () => clearTimeout(timer);
    // Once, when the form goes live: later edits reach it through its change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
