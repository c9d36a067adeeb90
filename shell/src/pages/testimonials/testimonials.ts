// What partners and travelers say about Kemet (static, all 5 stars: docs/product/rules.md#fixed-content); the quotes,
// names and details are in the static pages' messages (testimonials.quotes.<key>).
export interface Testimonial {
  key: 'hany' | 'mona' | 'ahmed' | 'emma' | 'daniel' | 'sofia' | 'okafor' | 'hiroshi';
  rating: number;
}

export const PARTNER_TESTIMONIALS: Testimonial[] = [
  { key: 'hany', rating: 5 },
  { key: 'mona', rating: 5 },
  { key: 'ahmed', rating: 5 },
];

export const TRAVELER_REVIEWS: Testimonial[] = [
  { key: 'emma', rating: 5 },
  { key: 'daniel', rating: 5 },
  { key: 'sofia', rating: 5 },
  { key: 'okafor', rating: 5 },
  { key: 'hiroshi', rating: 5 },
];
