// yup schemas for a partner's schedule and session forms: the limits and messages of the API's route schemas
// (../schemas/partnerSessions.ts). The service alone knows what "now" and Cairo's clock change mean for a date, so the
// past and the spring gap are its refusals, shown on the field it names.
import * as yup from 'yup';
import {
  AGE_MAX,
  CAPACITY_MAX,
  CUTOFF_MAX_MINUTES,
  DURATION_MAX_MINUTES,
  DURATION_MIN_MINUTES,
  messages,
  PRICE_MAX,
  REASON_MAX_LENGTH,
} from '../messages';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day: 2026-02-30 matches the pattern but is no date. */
const isCalendarDate = (value: string) => {
  if (!DATE.test(value)) return false;
  const [y = 0, m = 0, d = 0] = value.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
};

const whole = (min: number, max: number, message: string) =>
  yup.number().typeError(message).required(message).integer(message).min(min, message).max(max, message);
const cairoDate = () =>
  yup
    .string()
    .trim()
    .required(messages.dateInvalid)
    .test('calendar-date', messages.dateInvalid, (v) => isCalendarDate(v ?? ''));
const cairoTime = () => yup.string().trim().required(messages.timeInvalid).matches(TIME, messages.timeInvalid);
const capacity = () => whole(1, CAPACITY_MAX, messages.capacityInvalid);
const travellersReason = () =>
  yup.string().trim().required(messages.travellersReasonRequired).max(REASON_MAX_LENGTH, messages.reasonTooLong);

export const weeklyRuleSchema = yup.object({
  weekday: whole(0, 6, messages.weekdayInvalid),
  time: cairoTime(),
  durationMinutes: whole(DURATION_MIN_MINUTES, DURATION_MAX_MINUTES, messages.durationInvalid),
  capacity: capacity(),
  bookingCutoffMinutes: whole(0, CUTOFF_MAX_MINUTES, messages.cutoffInvalid),
});

export const oneOffSessionSchema = yup.object({
  date: cairoDate(),
  time: cairoTime(),
  durationMinutes: whole(DURATION_MIN_MINUTES, DURATION_MAX_MINUTES, messages.durationInvalid),
  capacity: capacity(),
  bookingCutoffMinutes: whole(0, CUTOFF_MAX_MINUTES, messages.cutoffInvalid),
});

export const closureSchema = yup.object({
  from: cairoDate(),
  to: cairoDate().test('after-from', messages.closureEndBeforeStart, function (to) {
    const { from } = this.parent as { from?: string };
    return !from || !to || !isCalendarDate(from) || to >= from;
  }),
  reason: travellersReason(),
});

export const capacitySchema = yup.object({ capacity: capacity() });
export const cancelSessionSchema = yup.object({ reason: travellersReason() });

export const categorySchema = yup.object({
  code: yup
    .string()
    .required(messages.categoryInvalid)
    .oneOf(['adult', 'child', 'student', 'senior', 'infant'], messages.categoryInvalid),
  residency: yup
    .string()
    .required(messages.categoryInvalid)
    .oneOf(['egyptian', 'foreign', 'any'], messages.categoryInvalid),
  label: yup.string().trim().required(messages.fieldRequired).max(100, messages.textTooLong),
  minAge: whole(0, AGE_MAX, messages.ageInvalid),
  maxAge: yup
    .number()
    .typeError(messages.ageInvalid)
    .integer(messages.ageInvalid)
    .min(0, messages.ageInvalid)
    .max(AGE_MAX, messages.ageInvalid)
    .nullable()
    .test('band', messages.ageBandInvalid, function (max) {
      const { minAge: min } = this.parent as { minAge?: number };
      return max === null || max === undefined || min === undefined || max >= min;
    }),
  proof: yup
    .string()
    .required(messages.categoryInvalid)
    .oneOf(['national_id', 'passport', 'student_card', 'none'], messages.categoryInvalid),
  takesPlace: yup.boolean().required(messages.fieldRequired),
  price: yup
    .number()
    .typeError(messages.priceInvalid)
    .required(messages.priceInvalid)
    .min(0, messages.priceInvalid)
    .max(PRICE_MAX, messages.priceTooHigh)
    .test('cents', messages.priceInvalid, (v) => v === undefined || Math.abs(Math.round(v * 100) - v * 100) < 1e-6),
});

export type WeeklyRuleInput = yup.InferType<typeof weeklyRuleSchema>;
export type OneOffSessionInput = yup.InferType<typeof oneOffSessionSchema>;
export type ClosureInput = yup.InferType<typeof closureSchema>;
export type CategoryInput = yup.InferType<typeof categorySchema>;
