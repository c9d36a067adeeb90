// The reviews page's English words (namespace "partnerReviews"; docs/product/reviews.md#the-partners-reply).
export default {
  title: 'Reviews',
  lead: 'What travellers who came wrote about your experiences, newest first. You may reply once to each, publicly: your reply is shown under the review with your provider’s name.',
  what: 'your reviews',
  loading: 'Loading your reviews',
  none: 'No reviews yet. Travellers may review once their ticket was scanned at the entrance.',
  list: 'Reviews of your experiences',
  pages: 'Review pages',
  newer: 'Newer reviews',
  older: 'Older reviews',
  pageOf: 'Page {{page}} of {{pages}}',
  language: { en: 'Written in English', ar: 'Written in Arabic' },
  replyTitle: 'Your reply, {{date}}',
  reply: 'Your reply',
  replyTo: 'Reply to {{author}}',
  replyHint: 'Shown publicly under the review. Once only, up to 1000 characters.',
  send: 'Publish reply',
};
