// Latin text (an email, a reference) inside Arabic words, isolated with U+2068…U+2069 so its dots, dashes and @ stay
// in place where an element (<bdi>) cannot be used: in a string, or where the accessible text must stay unbroken.
// English text is returned as it is.
export const isolate = (text: string, language: string): string => (language === 'en' ? text : `\u2068${text}\u2069`);
