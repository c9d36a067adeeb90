// Request-body fields that answer with the validation messages (docs/product/texts-and-messages.md#validation), field
// by field, like the forms (../forms/schemas.ts). Two Ajv plugins the api registers give the keywords: ajv-keywords'
// `transform` trims a value before any other keyword reads it (and the route gets it trimmed), ajv-errors'
// `errorMessage` names each failure in those words. A blank value fails `not: { const: '' }`, which Ajv checks before
// the string's lengths, so it reads "… is required".
import { Type, type TProperties, type TSchema } from 'typebox';
import {
  messages,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REASON_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../messages';
import { EMAIL_PATTERN, PHONE_PATTERN, WEBSITE_PATTERN } from '../patterns';

const TRIM = { transform: ['trim'] };
const NOT_BLANK = { not: { const: '' } };

interface FieldRules {
  required: string;
  trim?: boolean;
  minLength?: [number, string];
  maxLength?: [number, string];
  pattern?: [RegExp, string];
}

/** A required string field; `required` is the message for a missing or blank value. */
export function field({ required, trim = true, minLength, maxLength, pattern }: FieldRules) {
  const errorMessage: Record<string, string> = { not: required };
  if (minLength) errorMessage.minLength = minLength[1];
  if (maxLength) errorMessage.maxLength = maxLength[1];
  if (pattern) errorMessage.pattern = pattern[1];
  return Type.String({
    ...(trim ? TRIM : {}),
    ...NOT_BLANK,
    ...(minLength ? { minLength: minLength[0] } : {}),
    ...(maxLength ? { maxLength: maxLength[0] } : {}),
    ...(pattern ? { pattern: pattern[0].source } : {}),
    errorMessage,
  });
}

/** A body object: unknown keys are dropped (Fastify's removeAdditional), a missing field gets its field's message. */
export function body<P extends TProperties>(properties: P) {
  const required = Object.fromEntries(
    Object.entries(properties).flatMap(([key, schema]: [string, TSchema & { errorMessage?: { not?: string } }]) =>
      schema.errorMessage?.not ? [[key, schema.errorMessage.not]] : [],
    ),
  );
  return Type.Object(properties, { additionalProperties: false, errorMessage: { required } });
}

export const name = () =>
  field({
    required: messages.nameRequired,
    minLength: [NAME_MIN_LENGTH, messages.nameTooShort],
    maxLength: [100, messages.textTooLong],
  });
export const email = () =>
  field({
    required: messages.emailRequired,
    maxLength: [254, messages.emailInvalid],
    pattern: [EMAIL_PATTERN, messages.emailInvalid],
  });
export const text = (max = TEXT_MAX_LENGTH) =>
  field({ required: messages.fieldRequired, maxLength: [max, messages.textTooLong] });
export const optionalText = () =>
  Type.Optional(
    Type.String({ ...TRIM, maxLength: TEXT_MAX_LENGTH, errorMessage: { maxLength: messages.textTooLong } }),
  );
export const website = () =>
  field({
    required: messages.fieldRequired,
    maxLength: [500, messages.websiteInvalid],
    pattern: [WEBSITE_PATTERN, messages.websiteInvalid],
  });
/** Why operations refuse an application: sent to the applicant. */
export const reason = () =>
  field({ required: messages.reasonRequired, maxLength: [REASON_MAX_LENGTH, messages.reasonTooLong] });
export const phone = () => field({ required: messages.fieldRequired, pattern: [PHONE_PATTERN, messages.phoneInvalid] });

/** A new password's length; its personal words (email, name, "kemet") need the account, so the route checks them. */
export const newPassword = () =>
  field({
    required: messages.passwordRequired,
    trim: false,
    minLength: [PASSWORD_MIN_LENGTH, messages.passwordTooShort],
    maxLength: [PASSWORD_MAX_LENGTH, messages.passwordTooLong],
  });
export const currentPassword = () =>
  field({
    required: messages.currentPasswordRequired,
    trim: false,
    maxLength: [PASSWORD_MAX_LENGTH, messages.passwordTooLong],
  });
