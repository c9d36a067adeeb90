import { messages } from '@kemet/contract';
import { i18n } from './i18n';
import { serviceErrorText, validationText } from './serviceTexts';
import english from './messages/common.en';
import arabic from './messages/common.ar';

afterEach(() => i18n.changeLanguage('en'));

describe("the service's words", () => {
  it('leaves English exactly as the service and the rules say it', () => {
    expect(validationText(messages.emailInvalid)).toBe('Invalid email format');
    expect(serviceErrorText('EMAIL_TAKEN', 'An account with this email already exists.')).toBe('An account with this email already exists.');
  });

  it('finds a validation message by its English words, and a refusal by its code', async () => {
    await i18n.changeLanguage('ar');
    expect(validationText(messages.emailInvalid)).toBe('صيغة البريد الإلكتروني غير صحيحة');
    expect(serviceErrorText('VALIDATION', messages.passwordCommon)).toBe('كلمة المرور هذه شائعة جدًا. يُرجى اختيار كلمة أخرى.');
    expect(serviceErrorText('SOLD_OUT', 'Only 2 places are left.')).toBe('لم تعد هناك أماكن كافية في هذا الموعد.');
  });

  it("keeps the service's own words for a code it has no translation of", async () => {
    await i18n.changeLanguage('ar');
    expect(serviceErrorText('SOMETHING_NEW', 'A new kind of refusal.')).toBe('A new kind of refusal.');
  });

  it('has every validation message in Arabic, and English equal to the contract', () => {
    expect(english.validation).toEqual(messages);
    expect(Object.keys(arabic.validation).sort()).toEqual(Object.keys(messages).sort());
  });
});
