// The partner providers' names in Arabic, keyed by ../providers.ts' key (their location comes from governorates.ts).
export const providerLabelsArabic: Record<string, string> = {
  nile: 'أفق النيل للرحلات',
  pharaohs: 'رحلات درب الفراعنة',
  reef: 'غواصو شعاب البحر الأحمر',
  sinai: 'رحلات قمة سيناء',
  alex: 'جولات تراث الإسكندرية',
  oasis: 'سفاري الواحات والكثبان',
  cairo: 'ليالي القاهرة للثقافة',
  aswan: 'رحلات أسوان النوبية',
};
