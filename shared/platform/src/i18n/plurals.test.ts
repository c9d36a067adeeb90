import { i18n } from './i18n';
import { preferences } from './preferences';

afterEach(async () => {
  preferences.set({ language: 'en', digits: 'arab' }, { remember: false });
  await i18n.changeLanguage('en');
});

describe('plurals', () => {
  it('uses the six Arabic forms, with Arabic-Indic digits by default', async () => {
    await i18n.changeLanguage('ar');
    preferences.set({ language: 'ar' }, { remember: false });
    const tickets = (count: number) => i18n.t('tickets', { ns: 'common', count });
    expect([0, 1, 2, 3, 10, 11, 99, 100].map(tickets)).toEqual([
      'لا تذاكر',
      'تذكرة واحدة',
      'تذكرتان',
      '٣ تذاكر',
      '١٠ تذاكر',
      '١١ تذكرة',
      '٩٩ تذكرة',
      '١٠٠ تذكرة',
    ]);
  });

  it('writes Latin digits in Arabic when the traveller asks for them', async () => {
    await i18n.changeLanguage('ar');
    preferences.set({ language: 'ar', digits: 'latn' }, { remember: false });
    expect(i18n.t('tickets', { ns: 'common', count: 11 })).toBe('11 تذكرة');
  });

  it('keeps English as it was', () => {
    expect(i18n.t('tickets', { ns: 'common', count: 1 })).toBe('1 ticket');
    expect(i18n.t('tickets', { ns: 'common', count: 3 })).toBe('3 tickets');
  });
});
