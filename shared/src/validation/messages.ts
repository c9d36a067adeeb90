// The spec's validation texts (seed-spec §5): the contract for every form and for the API.
export const NAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
export const TEXT_MAX_LENGTH = 5000;

export const messages = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 3 characters long',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  fieldRequired: 'This field is required',
  textTooLong: `Please keep this under ${TEXT_MAX_LENGTH} characters`,
  websiteInvalid: 'Enter a full website address, like https://example.com',
  phoneInvalid: 'Enter a phone number of 6 to 20 digits, spaces or + - ( )',
} as const;
