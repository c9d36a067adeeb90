// The form rules (yup, for formik): the same rules and messages as the API's route schemas.
export * from './schemas';
export * from './validate';
export * from './listings';
export * from './sessionForms';
