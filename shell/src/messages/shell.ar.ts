// كلمات الواجهة الرئيسية بالعربية.
export default {
  preferences: {
    language: 'اللغة',
    switchTo: 'English',
    currency: 'العملة',
    digits: 'الأرقام',
  },
};
