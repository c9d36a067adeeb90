import { messages, SEARCH_MESSAGES } from '@kemet/contract';
import { i18n } from './i18n';
import { LIMIT_MESSAGE_KEYS } from './limitMessages';
import { serviceErrorText, validationText } from './serviceTexts';
import english from './messages/common.en';
import arabic from './messages/common.ar';

afterEach(() => i18n.changeLanguage('en'));

describe("the service's words", () => {
  it('leaves English exactly as the service and the rules say it', () => {
    expect(validationText(messages.emailInvalid)).toBe('Invalid email format');
    expect(serviceErrorText('EMAIL_TAKEN', 'An account with this email already exists.')).toBe(
      'An account with this email already exists.',
    );
  });

  it('finds a validation message by its English words, and a refusal by its code', async () => {
    await i18n.changeLanguage('ar');
    expect(validationText(messages.emailInvalid)).toBe('صيغة البريد الإلكتروني غير صحيحة');
    expect(serviceErrorText('VALIDATION', messages.passwordCommon)).toBe(
      'كلمة المرور هذه شائعة جدًا. يُرجى اختيار كلمة أخرى.',
    );
    expect(serviceErrorText('SOLD_OUT', 'Only 2 places are left.')).toBe('لم تعد هناك أماكن كافية في هذا الموعد.');
  });

  it("keeps the service's own words for a code it has no translation of", async () => {
    await i18n.changeLanguage('ar');
    expect(serviceErrorText('SOMETHING_NEW', 'A new kind of refusal.')).toBe('A new kind of refusal.');
  });

  it('says what a search by dates and party was refused for in Arabic, each of its messages', async () => {
    await i18n.changeLanguage('ar');
    expect(validationText(SEARCH_MESSAGES.partyTooBig)).toBe('المجموعة ١٠ مسافرين على الأكثر');
    expect(validationText(SEARCH_MESSAGES.rangeBackwards)).toBe('يجب ألا يكون اليوم الأخير قبل اليوم الأول');
    for (const text of Object.values(SEARCH_MESSAGES)) expect(validationText(text)).not.toBe(text);
  });

  it('has every validation message in Arabic, and English equal to the contract', () => {
    expect(english.validation).toEqual(messages);
    expect(Object.keys(arabic.validation).sort()).toEqual(Object.keys(messages).sort());
  });

  it('says in Arabic what a limit stopped and what the traveller can do now, not only "too many attempts"', async () => {
    await i18n.changeLanguage('ar');
    const card = 'Too many declined payments with this card. Please use another card or contact support.';
    expect(serviceErrorText('RATE_LIMITED', card)).toBe(
      'رُفضت مدفوعات كثيرة جدًا بهذه البطاقة. يُرجى استخدام بطاقة أخرى أو التواصل مع الدعم.',
    );
    expect(Object.keys(arabic.limits).sort()).toEqual([...LIMIT_MESSAGE_KEYS.values()].sort());
  });
});
