// كلمات الخريطة بالعربية، ومعها أسماء المحافظات وعواصمها (تُحمَّل مع هذا الملف فقط حين تكون الصفحة بالعربية).
import { governoratesArabic } from '@kemet/contract/places';

const byGovernorate = (pick: (names: { label: string; capital: string }) => string) =>
  Object.fromEntries(Object.entries(governoratesArabic).map(([governorate, names]) => [governorate, pick(names)]));

export default {
  region: 'خريطة مصر بالفعاليات وعواصم المحافظات',
  preview: 'خريطة مصر: محافظاتها وعواصمها',
  section: 'خريطة الفعاليات',
  zoomIn: 'تكبير',
  zoomOut: 'تصغير',
  closePopup: 'إغلاق',
  credits: {
    // Latin credits kept whole inside the Arabic line.
    tile: '<bdi>{{credit}}</bdi>',
    boundaries: 'الحدود: <bdi><a href="https://www.naturalearthdata.com/">Natural Earth</a></bdi>',
    cities:
      'المدن: <bdi><a href="https://simplemaps.com/data/world-cities">SimpleMaps World Cities</a> (<a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>)</bdi>',
  },
  notice: {
    experiencesFailed: 'تعذّر تحميل الفعاليات، لذا تعرض الخريطة المحافظات وعواصمها فقط.',
  },
  list: {
    heading: 'المواقع',
  },
  capital: {
    unnamed: 'موقع بلا اسم',
    governorate: 'محافظة {{governorate}}',
    population: 'عدد السكان: نحو {{population}} نسمة',
  },
  experience: {
    placeAndProvider: '<bdi>{{place}}</bdi> · تنظيم <bdi>{{provider}}</bdi>',
    from: 'ابتداءً من {{price}}',
    details: 'عرض التفاصيل',
    detailsOf: ' عن {{name}}',
  },
  governorate: {
    label: 'محافظة {{name}}',
    unnamed: 'محافظة',
    summary: '{{name}}: {{experiences}}',
  },
  experiences: {
    loading: 'جارٍ تحميل التجارب',
    none: 'لا تجارب بعد',
    count_zero: 'لا تجارب',
    count_one: 'تجربة واحدة',
    count_two: 'تجربتان',
    count_few: '{{count, number}} تجارب',
    count_many: '{{count, number}} تجربة',
    count_other: '{{count, number}} تجربة',
  },
  cluster_zero: 'لا تجارب هنا',
  cluster_one: 'تجربة واحدة هنا، كبّر الخريطة لرؤيتها',
  cluster_two: 'تجربتان هنا، كبّر الخريطة لرؤيتهما',
  cluster_few: '{{count, number}} تجارب هنا، كبّر الخريطة لرؤيتها',
  cluster_many: '{{count, number}} تجربة هنا، كبّر الخريطة لرؤيتها',
  cluster_other: '{{count, number}} تجربة هنا، كبّر الخريطة لرؤيتها',
  places: {
    governorate: byGovernorate((names) => names.label),
    // Keyed by the capital's governorate (locations.geojson `state`).
    capital: byGovernorate((names) => names.capital),
  },
  standalone: {
    title: 'خريطة Kemet (تعمل وحدها)',
    locations: 'المواقع',
  },
};
