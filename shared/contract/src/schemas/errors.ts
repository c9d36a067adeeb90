// The API's one error shape, and the helper routes use to declare their error answers.
import { Type } from 'typebox';

export const ErrorSchema = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  }),
});

export const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorSchema]));

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const OkMessage = Type.Object({ ok: Type.Boolean(), message: Type.String() });
