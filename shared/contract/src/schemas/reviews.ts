// Reviews that only travellers who went can write (docs/product/reviews.md): writing one for a checked-in booking,
// the experience's page of reviews with its summary, helpful votes, reports, the partner's reply and moderation.
import { Type } from 'typebox';
import {
  messages,
  REASON_MAX_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  REVIEW_LANGUAGES,
  REVIEW_SORTS,
} from '../messages';
import { body, field } from './fields';

const dateTime = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });
const languages = () => Type.Enum([...REVIEW_LANGUAGES]);

const score = (description: string) =>
  Type.Integer({
    minimum: REVIEW_SCORE_MIN,
    maximum: REVIEW_SCORE_MAX,
    description,
    errorMessage: { type: messages.scoreInvalid, minimum: messages.scoreInvalid, maximum: messages.scoreInvalid },
  });

const scoreFields = {
  overall: score('The whole experience, 1 to 5'),
  guide: score('The guide, 1 to 5'),
  organisation: score('The organisation, 1 to 5'),
  value: score('Value for money, 1 to 5'),
};

export const ReviewBody = Type.Object(
  {
    ...scoreFields,
    language: Type.Enum([...REVIEW_LANGUAGES], {
      description: 'The language the text is written in',
      errorMessage: messages.reviewLanguageInvalid,
    }),
    text: field({
      required: messages.reviewTextRequired,
      minLength: [REVIEW_TEXT_MIN_LENGTH, messages.reviewTextTooShort],
      maxLength: [REVIEW_TEXT_MAX_LENGTH, messages.reviewTextTooLong],
    }),
  },
  {
    additionalProperties: false,
    errorMessage: {
      required: {
        overall: messages.scoreInvalid,
        guide: messages.scoreInvalid,
        organisation: messages.scoreInvalid,
        value: messages.scoreInvalid,
        language: messages.reviewLanguageInvalid,
        text: messages.reviewTextRequired,
      },
    },
  },
);

export const ReplyBody = body({
  text: field({ required: messages.replyRequired, maxLength: [REVIEW_REPLY_MAX_LENGTH, messages.replyTooLong] }),
});

/** A report or a moderation decision: why. */
export const ModerationBody = body({
  reason: field({
    required: messages.moderationReasonRequired,
    maxLength: [REASON_MAX_LENGTH, messages.reasonTooLong],
  }),
});

/** Which page of a list of reviews, and how many a page holds. */
const paging = (defaultSize: number) => ({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: defaultSize }),
});

const pageFields = {
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer({ description: 'Reviews in the whole list' }),
  totalPages: Type.Integer(),
};

/** A page of the workspace's or operations' list. */
export const ReviewListQuery = Type.Object(paging(20), { additionalProperties: false });

export const ReviewsQuery = Type.Object(
  {
    ...paging(5),
    language: Type.Optional(languages()),
    score: Type.Optional(Type.Integer({ minimum: REVIEW_SCORE_MIN, maximum: REVIEW_SCORE_MAX })),
    sort: Type.Enum([...REVIEW_SORTS], { default: 'newest' }),
  },
  { additionalProperties: false },
);

export const ReviewReplySchema = Type.Object({
  text: Type.String({ description: "The partner's public reply, plain text" }),
  at: dateTime(),
});

export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  ...scoreFields,
  language: languages(),
  text: Type.String({ description: 'Plain text as written: show it as text, never as HTML' }),
  author: Type.String({ description: "The traveller's first name and initial, e.g. 'Mona S.'" }),
  wentAt: dateTime("The session's start: the page says 'went in March 2026'"),
  createdAt: dateTime(),
  helpful: Type.Integer({ minimum: 0, description: 'Signed-in travellers who found it helpful' }),
  reply: Type.Union([ReviewReplySchema, Type.Null()]),
});

export const ReviewSummarySchema = Type.Object({
  count: Type.Integer({ minimum: 0, description: 'Visible reviews of the experience' }),
  average: Type.Union([Type.Number(), Type.Null()], { description: 'Mean overall score to one decimal; null without' }),
  distribution: Type.Object(
    { 1: Type.Integer(), 2: Type.Integer(), 3: Type.Integer(), 4: Type.Integer(), 5: Type.Integer() },
    { description: 'How many visible reviews gave each overall score' },
  ),
});

export const ReviewPageSchema = Type.Object({
  summary: ReviewSummarySchema,
  items: Type.Array(ReviewSchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer({ description: 'Reviews matching the filters' }),
  totalPages: Type.Integer(),
});

export const HelpfulSchema = Type.Object({ helpful: Type.Integer({ minimum: 0 }) });

/** Which of an experience's visible reviews the signed-in caller found helpful. */
export const HelpfulVotesSchema = Type.Object({
  reviewIds: Type.Array(Type.Integer(), { description: 'Ids of the reviews the caller voted helpful, ascending' }),
});

/** A review with the experience it is about, as the workspace and operations list it. */
const reviewWithExperience = {
  ...ReviewSchema.properties,
  experience: Type.Object({ id: Type.Integer(), name: Type.String() }),
};

/** A review as operations see it: hidden ones too, with their reports. */
export const ModeratedReviewSchema = Type.Object({
  ...reviewWithExperience,
  hidden: Type.Boolean(),
  hiddenReason: Type.Union([Type.String(), Type.Null()]),
  reports: Type.Array(Type.Object({ reason: Type.String(), at: dateTime() })),
});
export const ModeratedReviewList = Type.Object({ items: Type.Array(ModeratedReviewSchema), ...pageFields });

/** A review as its partner sees it in the workspace. */
export const PartnerReviewSchema = Type.Object(reviewWithExperience);

/** Operations' decision on a review: whether it is hidden now. */
export const ReviewDecisionSchema = Type.Object({ id: Type.Integer(), hidden: Type.Boolean() });
export const PartnerReviewList = Type.Object({ items: Type.Array(PartnerReviewSchema), ...pageFields });

/** The signed-in traveller's bookings that a checked-in ticket lets them review, and the review each has. */
export const ReviewableBookingList = Type.Object({
  items: Type.Array(
    Type.Object({
      reference: Type.String(),
      reviewId: Type.Union([Type.Integer(), Type.Null()], { description: 'null: not reviewed yet' }),
    }),
  ),
});
