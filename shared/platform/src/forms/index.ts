// @kemet/platform/forms: how every Kemet form is built. Its own entry, so formik loads with the first form, not the first page.
export { FormField, type FormFieldProps } from './FormField';
export { FormikForm, FormScope, type FormikFormProps } from './FormScope';
export { FormStatusNotice, type FormStatusNoticeProps } from './FormStatusNotice';
export { failureStatus, NO_STATUS, withoutField, type FormStatus } from './formStatus';
export { useKemetForm, type KemetForm, type KemetFormOptions } from './useKemetForm';
export { useTypedBeforeLive } from './useTypedBeforeLive';
