import { messages } from '../messages';
import { signUpSchema } from './schemas';
import { validate } from './validate';

describe('validate', () => {
  it('returns the cleaned value when the input is valid', () => {
    expect(
      validate(signUpSchema, {
        fullName: '  Nour Hassan ',
        email: 'nour@example.com',
        password: 'lotus-2027',
        extra: 1,
      }),
    ).toEqual({
      ok: true,
      value: { fullName: 'Nour Hassan', email: 'nour@example.com', password: 'lotus-2027' },
    });
  });

  it('returns every field error with the shared messages', () => {
    expect(validate(signUpSchema, { fullName: 'No', email: 'nope', password: '' })).toEqual({
      ok: false,
      fields: { fullName: messages.nameTooShort, email: messages.emailInvalid, password: messages.passwordRequired },
    });
  });

  it('ignores keys named like Object.prototype members instead of crashing', () => {
    const result = validate(
      signUpSchema,
      JSON.parse(
        '{"toString":"","constructor":1,"__proto__":{"x":1},"fullName":"Nour Hassan","email":"nour@example.com","password":"lotus-2027"}',
      ),
    );
    expect(result.ok).toBe(true);
  });
});
