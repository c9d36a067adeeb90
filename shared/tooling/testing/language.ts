// Puts a test's page in a language, as the switch would (messages loaded, document lang and dir set), and back.
// Call `await inLanguage('ar')` in a test or beforeEach, and `await inLanguage('en')` in afterEach. Inside act: in an
// afterEach the page is still mounted (Testing Library unmounts it after), and it follows the switch as a page would.
import { act } from '@testing-library/react';
import { applyDocumentLanguage, i18n, preferences, setDigits, type Digits, type Language } from '@kemet/platform';

export async function inLanguage(language: Language, digits: Digits = 'arab'): Promise<void> {
  await i18n.loadLanguages(language);
  await act(async () => {
    preferences.set({ language }, { remember: false });
    setDigits(digits);
    applyDocumentLanguage(language);
    await i18n.changeLanguage(language);
  });
}
