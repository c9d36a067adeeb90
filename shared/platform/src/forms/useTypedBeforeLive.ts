// A server-rendered form can be typed into before the page is live (hydrated): the browser keeps the text in the
// field while the form's state still says empty. Once live, the field's state takes what the traveller typed, so
// nothing typed early is lost or sent as empty. After the mount's own work (a task later): the form's first
// validations, started with the empty value, must not land after the one of the typed value.
import { useEffect, type RefObject } from 'react';
import { useFormikContext } from 'formik';

export function useTypedBeforeLive(name: string, control: RefObject<HTMLInputElement | HTMLTextAreaElement | null>) {
  const { setFieldValue } = useFormikContext<Record<string, unknown>>();
  useEffect(() => {
    const timer = setTimeout(() => {
      const element = control.current;
      if (!element || element.type === 'checkbox' || element.type === 'radio' || element.value === '') return;
      if (element.value !== element.defaultValue) void setFieldValue(name, element.value);
    }, 0);
    return () => clearTimeout(timer);
    // Once, when the field goes live: later edits reach the form through its change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
