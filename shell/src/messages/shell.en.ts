// The shell's English words, exactly as docs/product/texts-and-messages.md gives them.
export default {
  preferences: {
    language: 'Language',
    switchTo: 'العربية',
    currency: 'Currency',
    digits: 'Digits',
  },
};
