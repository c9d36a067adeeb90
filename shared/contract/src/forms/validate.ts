// Runs a form schema and returns its field errors as {field: message}, first message per field.
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

export type FieldErrors = Record<string, string>;

export type Validated<S extends AnyObjectSchema> =
  { ok: true; value: InferType<S> } | { ok: false; fields: FieldErrors };

/** Only the schema's own fields, so hostile keys such as "toString" never reach yup. */
function ownFields(schema: AnyObjectSchema, input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const source = input as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(schema.fields)
      .filter((key) => Object.hasOwn(source, key))
      .map((key) => [key, source[key]]),
  );
}

/** `context` is what cross-field rules read besides the input (e.g. the account a new password belongs to). */
export function validate<S extends AnyObjectSchema>(schema: S, input: unknown, context?: object): Validated<S> {
  try {
    const value = schema.validateSync(ownFields(schema, input), { abortEarly: false, stripUnknown: true, context });
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
