// What partners and travelers say about Kemet (static, all 5 stars: docs/product/rules.md#fixed-content).
export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
  rating: number;
}

export const PARTNER_TESTIMONIALS: Testimonial[] = [
  {
    quote: 'Since joining Kemet our Nile felucca trips are booked weeks ahead. The team understood our business from the first call.',
    name: 'Hany Girgis',
    detail: 'Owner, Aswan Felucca Company',
    rating: 5,
  },
  {
    quote: 'Kemet brings us curious, well-prepared travelers. Payments arrive on time and support always answers the same day.',
    name: 'Mona Saleh',
    detail: 'Director, Luxor Balloon Flights',
    rating: 5,
  },
  {
    quote: 'Listing our desert camps took one afternoon. The booking page shows exactly what guests need to know.',
    name: 'Ahmed Zaki',
    detail: 'Founder, Siwa Oasis Camps',
    rating: 5,
  },
];

export const TRAVELER_REVIEWS: Testimonial[] = [
  {
    quote: 'The sunrise balloon ride over the Valley of the Kings was the highlight of our honeymoon. Booking took two minutes.',
    name: 'Emma and Lucas',
    detail: 'Traveled from France',
    rating: 5,
  },
  {
    quote: 'Our guide at Giza knew every stone. Clear prices, no surprises, and the tickets were waiting for us.',
    name: 'Daniel K.',
    detail: 'Traveled from Canada',
    rating: 5,
  },
  {
    quote: 'I changed my tour date by email and the support team sorted it out within the hour. Very reassuring.',
    name: 'Sofia R.',
    detail: 'Traveled from Spain',
    rating: 5,
  },
  {
    quote: 'The Alexandria food walk was wonderful, and our kids loved the Nubian village in Aswan.',
    name: 'The Okafor family',
    detail: 'Traveled from Nigeria',
    rating: 5,
  },
  {
    quote: 'Finding events on the map made planning our week in Luxor easy. We will use Kemet again.',
    name: 'Hiroshi T.',
    detail: 'Traveled from Japan',
    rating: 5,
  },
];
