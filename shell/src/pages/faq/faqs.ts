// The eight FAQ entries (docs/product/pages.md#the-company-pages), answered in full sentences.
export interface Faq {
  question: string;
  answer: string;
}

export const FAQS: Faq[] = [
  {
    question: 'How do I book an event or a tour?',
    answer:
      'Open the event or tour you like, check the date, the price and that tickets are still available, then press the Book Now button. You will be asked to sign in if you have not already, and you can review your order before confirming.',
  },
  {
    question: 'Can I customise my itinerary?',
    answer:
      'Yes. Many of our partners can adapt a tour to your interests, pace or group size. Contact us with what you have in mind and we will work out the details with the partner for you.',
  },
  {
    question: 'What payment methods do you accept?',
    answer: 'We accept credit cards, debit cards and PayPal. Prices are shown in US dollars and include all taxes.',
  },
  {
    question: 'Can I cancel or change my booking?',
    answer:
      'Yes, according to the cancellation policy of the event or tour you booked, which is shown before you pay. You can cancel a booking from the My bookings page, or contact our support team to change it.',
  },
  {
    question: 'Do I need a visa to visit Egypt?',
    answer:
      'It depends on the country that issued your passport. Many visitors can get a visa on arrival or an e-Visa in advance, while others must apply at an Egyptian embassy. Please check the current rules for your nationality before you travel.',
  },
  {
    question: 'When is the best time to visit Egypt?',
    answer:
      'The most comfortable months are October to April, when the days are warm and sunny and the evenings are cool. Summer is very hot, especially in Upper Egypt around Luxor and Aswan.',
  },
  {
    question: 'How do I contact customer support?',
    answer:
      'You can reach our support team by email at support@kemet.example or by phone at +20 2 2345 6789, Sunday to Thursday, 9:00 to 18:00 Cairo time. The Support Center page has more help.',
  },
  {
    question: 'How can I become a partner?',
    answer:
      'Visit our Partners page, fill in the application form and send it. Our partnerships team reviews every application and will reach out to you to get started.',
  },
];
