// A server-rendered form can be typed into before the page is live (hydrated): the browser keeps the text in the
// fields while the form's state still says empty, and React would put the empty value back at the form's next
// render. So, as the form goes live (a layout effect: before any other render), it takes what the traveller typed,
// all fields in one change, and checks them once more after the form's own first checks (which saw the empty
// fields) have answered, so the last word on the fields is about what they hold. Nothing typed early is lost.
// A field is known by its name, the path of its value ('email', or 'cvc.visa' for a nested one); `fields` is the
// <form>, or the element around a small form that lives inside another form's element.
import { useLayoutEffect, type RefObject } from 'react';
import { getIn, setIn, type FormikProps, type FormikValues } from 'formik';

const TYPED = new Set(['text', 'email', 'password', 'tel', 'search', 'url', 'number', 'textarea']);

export function useTypedBeforeLive<Values extends FormikValues>(
  formik: FormikProps<Values>,
  fields: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    let values = formik.values;
    for (const element of Array.from(fields.current?.querySelectorAll('input, textarea') ?? [])) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) || !TYPED.has(element.type))
        continue;
      if (
        typeof getIn(values, element.name) !== 'string' ||
        element.value === '' ||
        element.value === element.defaultValue
      )
        continue;
      values = setIn(values, element.name, element.value) as Values;
    }
    if (values === formik.values) return;
    // The late check reads the form's values as they are then (validateForm without an argument): a field typed just
    // after the form went live must not be judged by the values taken here.
    void formik.setValues(values).then(() => setTimeout(() => void formik.validateForm(), 0));
    // Once, when the form goes live: later edits reach it through its change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
