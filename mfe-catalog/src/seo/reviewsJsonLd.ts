// The reviews in a details page's structured data: the aggregateRating of every visible review and the reviews the
// server rendered, each with its author, score, text and date (Google's review snippet rules). Nothing without reviews:
// a rating of no reviews is not valid.
import type { AggregateRating, Review } from 'schema-dts';
import type { ReviewPage } from '@kemet/contract';

export interface ReviewsJsonLd {
  aggregateRating?: AggregateRating;
  review?: Review[];
}

export function reviewsJsonLd(reviews: ReviewPage | undefined): ReviewsJsonLd {
  if (!reviews || reviews.summary.count === 0 || reviews.summary.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.average,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.items.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      reviewRating: { '@type': 'Rating', ratingValue: review.overall, bestRating: 5, worstRating: 1 },
      reviewBody: review.text,
      inLanguage: review.language,
      datePublished: review.createdAt.slice(0, 10),
    })),
  };
}
