// ReviewsPage: exposed to the shell as 'partner/ReviewsPage' (/partner/reviews, partner staff signed in).
import '../workspace/reviews/messages/reviewsMessages'; // registers the partnerReviews namespace before the page renders
export { default } from '../workspace/reviews/ReviewsPage';
