// yup schemas for the browser forms (formik). The API checks the same rules with its route schemas (../schemas), same
// messages.
import * as yup from 'yup';
import {
  messages,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REASON_MAX_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  TEXT_MAX_LENGTH,
} from '../messages';
import { personalPasswordProblem, type PasswordOwner } from '../passwordRules';
import { EMAIL_PATTERN, PHONE_PATTERN, WEBSITE_PATTERN } from '../patterns';

const email = () =>
  yup
    .string()
    .trim()
    .required(messages.emailRequired)
    .max(254, messages.emailInvalid)
    .matches(EMAIL_PATTERN, messages.emailInvalid);
const requiredText = (max = TEXT_MAX_LENGTH) =>
  yup.string().trim().required(messages.fieldRequired).max(max, messages.textTooLong);
const optionalText = () => yup.string().trim().max(TEXT_MAX_LENGTH, messages.textTooLong).default('');

/**
 * A new password: length, and none of the owner's personal words. The owner is the sibling fields (sign-up) or,
 * where the form has no such fields (change, reset), validation's context: `{ email, fullName }`.
 */
const newPassword = () =>
  yup
    .string()
    .required(messages.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong)
    .test('personal-words', function (value) {
      const owner: PasswordOwner = {
        ...(this.options.context as PasswordOwner | undefined),
        ...(this.parent as PasswordOwner),
      };
      const problem = value ? personalPasswordProblem(value, owner) : null;
      return problem ? this.createError({ message: problem }) : true;
    });

const fullName = () =>
  yup
    .string()
    .trim()
    .required(messages.nameRequired)
    .min(NAME_MIN_LENGTH, messages.nameTooShort)
    .max(100, messages.textTooLong);

export const signUpSchema = yup.object({
  fullName: fullName(),
  email: email(),
  password: newPassword(),
});

/** Password change on the account page; validate with context `{ email, fullName }` of the signed-in traveller. */
export const changePasswordSchema = yup.object({
  currentPassword: yup
    .string()
    .required(messages.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
  newPassword: newPassword(),
});

/** Email change on the account page: the new address and the current password. */
export const changeEmailSchema = yup.object({
  email: email(),
  currentPassword: yup
    .string()
    .required(messages.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
});

/** Asking for a reset link. */
export const passwordResetRequestSchema = yup.object({ email: email() });

/** Setting a new password from a reset link; the API validates with the account's `{ email, fullName }` as context. */
export const passwordResetSchema = yup.object({
  token: yup.string().trim().required(messages.resetLinkInvalid),
  password: newPassword(),
});

// The sign-in form shows no rule messages (docs/product/pages.md#sign-in-and-create-account): the rules only keep the
// button honest.
export const signInSchema = yup.object({
  email: yup.string().trim().required(messages.emailRequired),
  password: yup.string().required(messages.passwordRequired),
});

export const newsletterSchema = yup.object({ email: email() });

export const contactMessageSchema = yup.object({
  username: yup
    .string()
    .trim()
    .required(messages.nameRequired)
    .min(NAME_MIN_LENGTH, messages.nameTooShort)
    .max(100, messages.textTooLong),
  email: email(),
  message: requiredText(),
});

export const partnerApplicationSchema = yup.object({
  businessName: requiredText(200),
  businessType: requiredText(200),
  website: yup
    .string()
    .trim()
    .required(messages.fieldRequired)
    .max(500, messages.websiteInvalid)
    .matches(WEBSITE_PATTERN, messages.websiteInvalid),
  address: requiredText(500),
  email: email(),
  phone: yup.string().trim().required(messages.fieldRequired).matches(PHONE_PATTERN, messages.phoneInvalid),
  whyPartner: requiredText(),
  servicesOffered: requiredText(),
  additionalInfo: optionalText(),
});

/** Operations rejecting a partner application: the reason is mailed to the applicant. */
export const rejectionSchema = yup.object({
  reason: yup.string().trim().required(messages.reasonRequired).max(REASON_MAX_LENGTH, messages.reasonTooLong),
});

/** An owner inviting someone to their provider: staff unless owner is chosen. */
export const staffInvitationSchema = yup.object({
  email: email(),
  role: yup.string().oneOf(['owner', 'staff'], messages.roleInvalid).default('staff'),
});

/**
 * Accepting an invitation with a new account: a name and a password by the sign-up's rules; validate with the
 * invitation's `{ email }` as context. An existing account accepts signed in, with no form.
 */
export const invitationAcceptanceSchema = yup.object({
  fullName: fullName(),
  password: newPassword(),
});

export type SignUpInput = yup.InferType<typeof signUpSchema>;
export type SignInInput = yup.InferType<typeof signInSchema>;
export type ChangePasswordInput = yup.InferType<typeof changePasswordSchema>;
export type ChangeEmailInput = yup.InferType<typeof changeEmailSchema>;
export type PasswordResetRequestInput = yup.InferType<typeof passwordResetRequestSchema>;
export type PasswordResetInput = yup.InferType<typeof passwordResetSchema>;
export type NewsletterInput = yup.InferType<typeof newsletterSchema>;
export type ContactMessageInput = yup.InferType<typeof contactMessageSchema>;
export type PartnerApplicationInput = yup.InferType<typeof partnerApplicationSchema>;
export type RejectionInput = yup.InferType<typeof rejectionSchema>;
export type StaffInvitationInput = yup.InferType<typeof staffInvitationSchema>;
export type InvitationAcceptanceInput = yup.InferType<typeof invitationAcceptanceSchema>;

const reviewScore = () =>
  yup
    .number()
    .typeError(messages.scoreInvalid)
    .required(messages.scoreInvalid)
    .integer(messages.scoreInvalid)
    .min(REVIEW_SCORE_MIN, messages.scoreInvalid)
    .max(REVIEW_SCORE_MAX, messages.scoreInvalid);

/** A traveller's review of a booking whose ticket was checked in (docs/product/reviews.md). */
export const reviewSchema = yup.object({
  overall: reviewScore(),
  guide: reviewScore(),
  organisation: reviewScore(),
  value: reviewScore(),
  language: yup.string().oneOf(['en', 'ar'], messages.reviewLanguageInvalid).required(messages.reviewLanguageInvalid),
  text: yup
    .string()
    .trim()
    .required(messages.reviewTextRequired)
    .min(REVIEW_TEXT_MIN_LENGTH, messages.reviewTextTooShort)
    .max(REVIEW_TEXT_MAX_LENGTH, messages.reviewTextTooLong),
});
export type ReviewInput = yup.InferType<typeof reviewSchema>;

/** A partner's one public reply to a review of their experience. */
export const reviewReplySchema = yup.object({
  text: yup.string().trim().required(messages.replyRequired).max(REVIEW_REPLY_MAX_LENGTH, messages.replyTooLong),
});
export type ReviewReplyInput = yup.InferType<typeof reviewReplySchema>;

/** Operations hiding or restoring a review: why (kept in the audit log). */
export const reviewModerationSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .required(messages.moderationReasonRequired)
    .max(REASON_MAX_LENGTH, messages.reasonTooLong),
});
export type ReviewModerationInput = yup.InferType<typeof reviewModerationSchema>;
