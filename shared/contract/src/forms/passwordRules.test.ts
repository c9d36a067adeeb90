import { messages } from '../messages';
import { changePasswordSchema, passwordResetSchema, signUpSchema } from './schemas';
import { validate } from './validate';

const signUp = (password: string, fullName = 'Nour Hassan', email = 'nour.h@example.com') =>
  validate(signUpSchema, { fullName, email, password });
const passwordMessage = (result: ReturnType<typeof signUp>) => (result.ok ? undefined : result.fields.password);

describe('new password rules', () => {
  it('needs at least 8 characters', () => {
    expect(passwordMessage(signUp('Lotus-7'))).toBe('Password must be at least 8 characters long');
    expect(signUp('Lotus-78').ok).toBe(true);
  });

  it("refuses the email's local part, equal or contained, in any case", () => {
    expect(passwordMessage(signUp('nour.h@example.com'))).toBe(messages.passwordHasEmail);
    expect(passwordMessage(signUp('NOUR.H'.padEnd(8, '1')))).toBe(messages.passwordHasEmail);
    expect(passwordMessage(signUp('my-Nour.H-pass'))).toBe(messages.passwordHasEmail);
  });

  it('refuses the full name, with or without its spaces', () => {
    expect(passwordMessage(signUp('nour hassan'))).toBe(messages.passwordHasName);
    expect(passwordMessage(signUp('NourHassan-2027'))).toBe(messages.passwordHasName);
    expect(passwordMessage(signUp('x Nour Hassan x'))).toBe(messages.passwordHasName);
  });

  it('refuses "kemet" anywhere, in any case', () => {
    expect(passwordMessage(signUp('I-love-KeMeT'))).toBe('Password must not contain the word Kemet');
  });

  it('a very short local part is refused only as the whole password', () => {
    expect(signUp('jolly-good-river', 'Amr Said', 'jo@example.com').ok).toBe(true);
  });

  it('change and reset read the owner from the context', () => {
    const owner = { email: 'nour.h@example.com', fullName: 'Nour Hassan' };
    expect(validate(changePasswordSchema, { currentPassword: 'old-one', newPassword: 'nour.h-2027' }, owner)).toEqual({
      ok: false,
      fields: { newPassword: messages.passwordHasEmail },
    });
    expect(validate(changePasswordSchema, { currentPassword: '', newPassword: 'papyrus-river-9' }, owner)).toEqual({
      ok: false,
      fields: { currentPassword: 'Enter your current password' },
    });
    expect(validate(passwordResetSchema, { token: 'abc', password: 'nourhassan!!' }, owner)).toEqual({
      ok: false,
      fields: { password: messages.passwordHasName },
    });
  });
});
