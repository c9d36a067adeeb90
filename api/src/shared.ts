// The shared form rules (one module for browser and API). shared/ is CommonJS TypeScript whose `export *`
// re-exports Node's ESM loader cannot see as named exports, so we read them from the module object.
import * as namespace from '@kemet/shared/validation';
import type { Validated } from '@kemet/shared/validation';
import type { AnyObjectSchema } from 'yup';

type Validation = typeof namespace;
const mod = ((namespace as unknown as { default?: Validation }).default ?? namespace) as Validation;

const { validate: validateShared } = mod;
export const { signUpSchema, signInSchema, contactMessageSchema, newsletterSchema, partnerApplicationSchema, messages } = mod;


/**
 * The shared validate(), fed only the schema's own fields: yup crashes on unknown keys named like
 * Object.prototype members ({"toString": ""} → "field.resolve is not a function"), a 500 otherwise.
 */
export function validate<S extends AnyObjectSchema>(schema: S, input: unknown): Validated<S> {
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const known: Record<string, unknown> = {};
    for (const key of Object.keys(schema.fields)) if (Object.hasOwn(input, key)) known[key] = (input as Record<string, unknown>)[key];
    return validateShared(schema, known);
  }
  return validateShared(schema, input);
}
