// A server-rendered form can be typed into before the page is live (hydrated): the browser keeps the text in the
// field while the form's state still says empty. Once live, the field's state takes what the traveller typed, so
// nothing typed early is lost or sent as empty.
import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';

export function useTypedBeforeLive(name: string, control: RefObject<HTMLInputElement | HTMLTextAreaElement | null>) {
  const formik = useFormikContext<Record<string, unknown>>();
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const element = control.current;
    if (!element || element.type === 'checkbox' || element.type === 'radio') return;
    const known = formik.values[name];
    if (element.value !== '' && element.value !== (known ?? '')) void formik.setFieldValue(name, element.value);
  }, [formik, name, control]);
}
