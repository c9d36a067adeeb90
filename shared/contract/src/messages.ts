// The validation texts (docs/product/texts-and-messages.md#validation): the contract for every form and for the API.
// Passwords: at least 8 characters (ASVS 5.0 6.2.1; docs/product/rules.md#passwords).
export const NAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const TEXT_MAX_LENGTH = 5000;
export const REASON_MAX_LENGTH = 1000;

export const messages = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 3 characters long',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordHasEmail: 'Password must not contain your email address',
  passwordHasName: 'Password must not contain your name',
  passwordHasKemet: 'Password must not contain the word Kemet',
  passwordCommon: 'This password is too common. Please choose another.',
  passwordUnchanged: 'Choose a password different from your current one',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'This is not your current password',
  resetLinkInvalid: 'This reset link is not valid. Please ask for a new one.',
  fieldRequired: 'This field is required',
  textTooLong: `Please keep this under ${TEXT_MAX_LENGTH} characters`,
  websiteInvalid: 'Enter a full website address, like https://example.com',
  phoneInvalid: 'Enter a phone number of 6 to 20 digits, spaces or + - ( )',
  reasonRequired: 'Tell the applicant why',
  roleInvalid: 'Choose owner or staff',
  reasonTooLong: `Please keep the reason under ${REASON_MAX_LENGTH} characters`,
  // Partner sales and statements (salesPeriods.ts).
  dateInvalid: 'Enter a real date (YYYY-MM-DD)',
  rangeBackwards: 'The last day must not be before the first',
  rangeTooLong: 'Choose at most a year (366 days)',
  monthInvalid: 'Enter a real month (YYYY-MM)',
  monthInFuture: 'This month has not begun yet',
} as const;
