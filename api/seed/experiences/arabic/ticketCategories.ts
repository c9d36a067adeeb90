// The seed's ticket category labels in Arabic (../ticketCategories.ts), keyed by the English label.
export const categoryLabelsArabic: Record<string, string> = {
  'Foreign adult': 'بالغ أجنبي',
  'Foreign child (6-11)': 'طفل أجنبي (٦–١١ سنة)',
  'Foreign student': 'طالب أجنبي',
  'Egyptian adult': 'بالغ مصري',
  'Egyptian student': 'طالب مصري',
  'Under 6': 'أقل من ٦ سنوات',
  Adult: 'بالغ',
  'Child (2-11)': 'طفل (٢–١١ سنة)',
  'Child (6-11)': 'طفل (٦–١١ سنة)',
  'Infant on a lap (under 2)': 'رضيع على الحِجر (أقل من سنتين)',
  'Passenger (6 and over)': 'راكب (٦ سنوات فأكثر)',
};
