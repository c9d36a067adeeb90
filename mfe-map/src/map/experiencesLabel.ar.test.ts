import { i18n } from '@kemet/platform';
import { inLanguage } from '@kemet/tooling/testing';
import '../messages/mapMessages';
import { experiencesLabel } from './GovernorateLayer';

afterEach(async () => {
  await inLanguage('en');
});

describe('experiencesLabel', () => {
  const labels = () =>
    [undefined, 0, 1, 2, 3, 10, 11, 99, 100].map((count) => experiencesLabel(count, i18n.getFixedT(null, 'map')));

  it("uses Arabic's plural forms, in Arabic-Indic digits", async () => {
    await inLanguage('ar');
    expect(labels()).toEqual([
      'جارٍ تحميل التجارب',
      'لا تجارب بعد',
      'تجربة واحدة',
      'تجربتان',
      '٣ تجارب',
      '١٠ تجارب',
      '١١ تجربة',
      '٩٩ تجربة',
      '١٠٠ تجربة',
    ]);
  });

  it('writes Latin digits in Arabic when the traveller asks for them', async () => {
    await inLanguage('ar', 'latn');
    expect(experiencesLabel(11, i18n.getFixedT(null, 'map'))).toBe('11 تجربة');
  });

  it('keeps the English words', async () => {
    await inLanguage('en');
    expect(labels()).toEqual([
      'Experiences loading',
      'No experiences yet',
      '1 experience',
      '2 experiences',
      '3 experiences',
      '10 experiences',
      '11 experiences',
      '99 experiences',
      '100 experiences',
    ]);
  });
});
