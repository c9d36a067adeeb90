// The service's words in the page's language. Validation and limit messages are fixed texts, so they are found by
// their English wording; any other refusal by its code. English shows the service's own message unchanged.
import { messages } from '@kemet/contract';
import { i18n } from './i18n';
import { LIMIT_MESSAGE_KEYS } from './limitMessages';

const keyOfMessage = new Map<string, string>(Object.entries(messages).map(([key, text]) => [text, key]));

/** A validation message (the form's rules or the service's field answer) in the page's language. */
export function validationText(message: string): string {
  const key = keyOfMessage.get(message);
  if (!key || i18n.language === 'en') return message;
  return i18n.t(`validation.${key}`, { ns: 'common', defaultValue: message });
}

/** A refusal of the service in the page's language: its code's words, else its own. */
export function serviceErrorText(code: string, message: string): string {
  if (i18n.language === 'en') return message;
  const asValidation = validationText(message);
  if (asValidation !== message) return asValidation;
  const limit = LIMIT_MESSAGE_KEYS.get(message);
  if (limit) return i18n.t(`limits.${limit}`, { ns: 'common', defaultValue: message });
  return i18n.t(`errors.${code}`, { ns: 'common', defaultValue: message });
}
