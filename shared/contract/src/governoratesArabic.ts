// Egypt's 27 governorates and their capitals in Arabic (official names, facts), keyed by the English governorate name
// that experiences.location, the filters and the map's geo files (paths.geojson `name`, locations.geojson `state`) use.
// One table for both sides: the API seeds its translations from it, and the map names its shapes and capitals with it
// (in its Arabic messages chunk). Entry `@kemet/contract/places`.
export const governoratesArabic: Record<string, { label: string; capital: string }> = {
  Alexandria: { label: 'الإسكندرية', capital: 'الإسكندرية' },
  Aswan: { label: 'أسوان', capital: 'أسوان' },
  Asyut: { label: 'أسيوط', capital: 'أسيوط' },
  Beheira: { label: 'البحيرة', capital: 'دمنهور' },
  'Beni Suef': { label: 'بني سويف', capital: 'بني سويف' },
  Cairo: { label: 'القاهرة', capital: 'القاهرة' },
  Dakahlia: { label: 'الدقهلية', capital: 'المنصورة' },
  Damietta: { label: 'دمياط', capital: 'دمياط' },
  Faiyum: { label: 'الفيوم', capital: 'الفيوم' },
  Gharbia: { label: 'الغربية', capital: 'طنطا' },
  Giza: { label: 'الجيزة', capital: 'الجيزة' },
  Ismailia: { label: 'الإسماعيلية', capital: 'الإسماعيلية' },
  'Kafr El Sheikh': { label: 'كفر الشيخ', capital: 'كفر الشيخ' },
  Luxor: { label: 'الأقصر', capital: 'الأقصر' },
  Matrouh: { label: 'مطروح', capital: 'مرسى مطروح' },
  Minya: { label: 'المنيا', capital: 'المنيا' },
  Monufia: { label: 'المنوفية', capital: 'شبين الكوم' },
  'New Valley': { label: 'الوادي الجديد', capital: 'الخارجة' },
  'North Sinai': { label: 'شمال سيناء', capital: 'العريش' },
  'Port Said': { label: 'بورسعيد', capital: 'بورسعيد' },
  Qalyubia: { label: 'القليوبية', capital: 'بنها' },
  Qena: { label: 'قنا', capital: 'قنا' },
  'Red Sea': { label: 'البحر الأحمر', capital: 'الغردقة' },
  Sharqia: { label: 'الشرقية', capital: 'الزقازيق' },
  Sohag: { label: 'سوهاج', capital: 'سوهاج' },
  'South Sinai': { label: 'جنوب سيناء', capital: 'الطور' },
  Suez: { label: 'السويس', capital: 'السويس' },
};
