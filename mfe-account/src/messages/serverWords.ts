// The service's confirmations in the page's language: English shows the service's own words, unchanged; other
// languages show this namespace's words for the same answer.
import { i18n } from '@kemet/platform';
import './accountMessages';

export function inPageLanguage(serviceWords: string, key: string, values?: Record<string, string>): string {
  return i18n.language === 'en' ? serviceWords : i18n.t(key, { ns: 'account', ...values });
}

/** A session's device, as the service names it ("Chrome on Linux"), in the page's language; names stay Latin. */
export function deviceLabel(device: string): string {
  if (i18n.language === 'en') return device;
  if (device === 'Unknown device') return i18n.t('sessions.device.unknown', { ns: 'account' });
  const browserOn = /^A browser on (.+)$/.exec(device);
  if (browserOn) return i18n.t('sessions.device.browserOn', { ns: 'account', system: isolate(browserOn[1]!) });
  const on = /^(.+?) on (.+)$/.exec(device);
  if (on) return i18n.t('sessions.device.on', { ns: 'account', browser: isolate(on[1]!), system: isolate(on[2]!) });
  return device;
}

/**
 * Latin words inside Arabic text, isolated as <bdi> would (FSI … PDI), for strings that are not markup; English
 * unchanged.
 */
export const isolate = (text: string) => (i18n.language === 'en' ? text : `\u2068${text}\u2069`);
