// Runs a shared schema and returns field errors in the API's error shape (used by the data service).
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

export type FieldErrors = Record<string, string>;

export type Validated<S extends AnyObjectSchema> =
  | { ok: true; value: InferType<S> }
  | { ok: false; fields: FieldErrors };

export function validate<S extends AnyObjectSchema>(schema: S, input: unknown): Validated<S> {
  try {
    const value = schema.validateSync(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: FieldErrors = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const key = issue.path ?? '_';
      fields[key] ??= issue.message;
    }
    return { ok: false, fields };
  }
}
