// The static pages' English words (about, contact, FAQ, partners, testimonials, support, terms, privacy), exactly as
// docs/product/pages.md gives them. They load with those pages (namespace "shellPages"), not with the first page.
export default {
  lastUpdated: 'Last updated {{date}}.',
  about: {
    title: 'About us',
    eyebrow: 'About Kemet',
    heading: 'Egypt, through the eyes of the people who know it best',
    lead: 'Kemet, the ancient name of Egypt, connects travelers with local guides, operators and venues, from sound-and-light shows at Giza to sunrise balloon rides over Luxor.',
    mission: 'Our mission',
    missionText:
      'We believe the best way to discover Egypt is with the people who live here. Our mission is to make it simple to find, compare and book authentic experiences run by trusted local partners, and to make sure that the value of every trip stays with the communities that make it memorable.',
    promise:
      'Every partner on Kemet is reviewed by our team before their first event goes live, every price is shown up front, and our support team answers in English and Arabic.',
    team: 'Meet the team',
    members: {
      nour: { name: 'Nour El-Sayed', role: 'Founder and CEO' },
      karim: { name: 'Karim Mansour', role: 'Head of Partnerships' },
      laila: { name: 'Laila Hassan', role: 'Lead Egyptologist' },
      omar: { name: 'Omar Farouk', role: 'Head of Engineering' },
      yasmin: { name: 'Yasmin Adel', role: 'Traveler Support Lead' },
      tarek: { name: 'Tarek Ibrahim', role: 'Tour Operations Manager' },
    },
  },
  contact: {
    title: 'Contact us',
    eyebrow: 'We are here to help',
    lead: 'Questions about an event, a custom itinerary or a booking? Write to us and a member of our Cairo team will answer within one working day.',
    ways: 'Other ways to reach us',
    waysText:
      'Email <email>support@kemet.example</email> or call <phone>+20 2 2345 6789</phone>, Sunday to Thursday, 9:00 to 18:00 Cairo time.',
    office:
      'Our office is at 14 Corniche El Nil, Garden City, Cairo. Visits are by appointment, so please write first.',
    form: {
      label: 'Contact form',
      required: 'All fields are required.',
      username: 'Username',
      email: 'Email',
      message: 'Message',
      success: 'Message sent',
      failure: 'Your message was not sent',
    },
  },
  faq: {
    title: 'FAQ',
    eyebrow: 'Good to know',
    heading: 'Frequently asked questions',
    lead: 'Quick answers about booking, payments, visas and travelling in Egypt.',
    more: 'Still have a question? <contact>Contact us</contact> and we will be glad to help.',
    items: {
      book: {
        question: 'How do I book an event or a tour?',
        answer:
          'Open the event or tour you like, check the date, the price and that tickets are still available, then press the Book Now button. You will be asked to sign in if you have not already, and you can review your order before confirming.',
      },
      customise: {
        question: 'Can I customise my itinerary?',
        answer:
          'Yes. Many of our partners can adapt a tour to your interests, pace or group size. Contact us with what you have in mind and we will work out the details with the partner for you.',
      },
      payment: {
        question: 'What payment methods do you accept?',
        answer: 'We accept credit cards, debit cards and PayPal. Prices are shown in US dollars and include all taxes.',
      },
      cancel: {
        question: 'Can I cancel or change my booking?',
        answer:
          'Yes, according to the cancellation policy of the event or tour you booked, which is shown before you pay. You can cancel a booking from the My bookings page, or contact our support team to change it.',
      },
      visa: {
        question: 'Do I need a visa to visit Egypt?',
        answer:
          'It depends on the country that issued your passport. Many visitors can get a visa on arrival or an e-Visa in advance, while others must apply at an Egyptian embassy. Please check the current rules for your nationality before you travel.',
      },
      season: {
        question: 'When is the best time to visit Egypt?',
        answer:
          'The most comfortable months are October to April, when the days are warm and sunny and the evenings are cool. Summer is very hot, especially in Upper Egypt around Luxor and Aswan.',
      },
      support: {
        question: 'How do I contact customer support?',
        answer:
          'You can reach our support team by email at support@kemet.example or by phone at +20 2 2345 6789, Sunday to Thursday, 9:00 to 18:00 Cairo time. The Support Center page has more help.',
      },
      partner: {
        question: 'How can I become a partner?',
        answer:
          'Visit our Partners page, fill in the application form and send it. Our partnerships team reviews every application and will reach out to you to get started.',
      },
    },
  },
  partners: {
    title: 'Partners',
    eyebrow: 'Grow with Kemet',
    heading: 'Partner with us',
    lead: 'Tour operators, guides, hotels and cultural venues across Egypt reach thousands of travelers through Kemet. Join a network of trusted local partners.',
    become: 'Become a partner',
    trusted: 'Trusted by local partners',
    logos: 'Some of our partners',
    logo: 'Partner logo {{n, number}}',
    join: 'How to join',
    steps: {
      form: {
        title: 'Fill the form',
        text: 'Tell us about your business, what you offer travelers and why you would like to work with Kemet.',
      },
      review: {
        title: 'We review and reach out',
        text: 'Our partnerships team reviews every application and contacts you within five working days.',
      },
      start: {
        title: 'Start collaborating',
        text: 'Once we agree on the details, your events and tours go live on Kemet for travelers to book.',
      },
    },
    apply: 'Apply to become a partner',
    applyLead: 'Tell us about your business. It takes about five minutes.',
    form: {
      label: 'Partner application',
      required: 'All fields are required except the last one.',
      businessName: 'Business name',
      businessType: 'Type of business',
      businessTypeHint: 'For example: tour operator, hotel, guide',
      website: 'Website',
      address: 'Address',
      email: 'Email',
      phone: 'Phone number',
      whyPartner: 'Why do you want to partner with Kemet?',
      servicesOffered: 'What services do you offer to travelers?',
      additionalInfo: 'Additional information or a proposal (optional)',
      success: 'Application received',
      failure: 'Your application was not sent',
    },
  },
  testimonials: {
    title: 'Testimonials',
    eyebrow: 'In their words',
    lead: 'Partners and travelers on what it is like to work and travel with Kemet.',
    partners: 'From our partners',
    travelers: 'Traveler reviews',
    stars: '{{rating, number}} out of {{outOf, number}} stars',
    quotes: {
      hany: {
        quote:
          'Since joining Kemet our Nile felucca trips are booked weeks ahead. The team understood our business from the first call.',
        name: 'Hany Girgis',
        detail: 'Owner, Aswan Felucca Company',
      },
      mona: {
        quote:
          'Kemet brings us curious, well-prepared travelers. Payments arrive on time and support always answers the same day.',
        name: 'Mona Saleh',
        detail: 'Director, Luxor Balloon Flights',
      },
      ahmed: {
        quote: 'Listing our desert camps took one afternoon. The booking page shows exactly what guests need to know.',
        name: 'Ahmed Zaki',
        detail: 'Founder, Siwa Oasis Camps',
      },
      emma: {
        quote:
          'The sunrise balloon ride over the Valley of the Kings was the highlight of our honeymoon. Booking took two minutes.',
        name: 'Emma and Lucas',
        detail: 'Traveled from France',
      },
      daniel: {
        quote: 'Our guide at Giza knew every stone. Clear prices, no surprises, and the tickets were waiting for us.',
        name: 'Daniel K.',
        detail: 'Traveled from Canada',
      },
      sofia: {
        quote: 'I changed my tour date by email and the support team sorted it out within the hour. Very reassuring.',
        name: 'Sofia R.',
        detail: 'Traveled from Spain',
      },
      okafor: {
        quote: 'The Alexandria food walk was wonderful, and our kids loved the Nubian village in Aswan.',
        name: 'The Okafor family',
        detail: 'Traveled from Nigeria',
      },
      hiroshi: {
        quote: 'Finding events on the map made planning our week in Luxor easy. We will use Kemet again.',
        name: 'Hiroshi T.',
        detail: 'Traveled from Japan',
      },
    },
  },
  support: {
    title: 'Support Center',
    lead: 'Help with your account, bookings and payments. Most questions are answered within one working day.',
    contact: 'Contact our support team',
    contactText:
      'Email <email>support@kemet.example</email> or call <phone>+20 2 2345 6789</phone>, Sunday to Thursday, 9:00 to 18:00 Cairo time. Please include your booking reference if your question is about a booking.',
    password: 'I forgot my password',
    passwordText:
      'Write to <email>support@kemet.example</email> from the email address you signed up with, or call us on the number above. After a short identity check we will help you set a new password. Our team will never ask you for your current password. You can also read the <help>password help page</help>.',
    bookings: 'Bookings and cancellations',
    bookingsText:
      'You can see and cancel your bookings on the <bookings>My bookings</bookings> page once you are signed in. Whether a cancellation is free depends on the policy of the event or tour, which is shown before you pay.',
    more: 'More answers',
    moreText: 'Our <faq>FAQ</faq> covers booking, payment methods, visas and the best time to travel.',
  },
  terms: {
    title: 'Terms of Service',
    lead: 'The rules for using Kemet, in plain language.',
    sections: {
      who: {
        title: 'Who we are',
        text: 'Kemet is a marketplace that lists events and tours in Egypt run by independent partner providers. When you book, your contract for the experience is with the partner; Kemet handles the listing, the booking and your tickets.',
      },
      account: {
        title: 'Your account',
        text: 'You need an account to book. Keep your password private and tell us at once if you think someone else has used your account. You must give accurate information and be at least 18 years old to book.',
      },
      bookings: {
        title: 'Bookings, prices and cancellations',
        text: 'Prices are shown in US dollars and include taxes. A booking is confirmed when you receive your confirmation. Each event or tour has its own cancellation policy, shown before you pay; refunds follow that policy.',
      },
      use: {
        title: 'Acceptable use',
        text: 'Do not misuse the site: no automated scraping, no attempts to break its security, and no false reviews or bookings. We may suspend accounts that break these rules.',
      },
      liability: {
        title: 'Liability',
        text: 'Partners are responsible for running their experiences safely and as described. Kemet is responsible for the booking service it provides, within the limits allowed by Egyptian law.',
      },
    },
  },
  privacy: {
    title: 'Privacy Policy',
    lead: 'What we collect, why we collect it, and how you stay in control.',
    collect: 'What we collect',
    collectText:
      'When you create an account we store your name, email address and a securely hashed password. When you book, we keep the booking details and the last four digits of the card used. Messages you send through our forms are kept so we can answer them.',
    use: 'How we use it',
    useText:
      'We use your data to run your account, process bookings, share the details a partner needs to welcome you, and answer your questions. If you subscribe to our newsletter, we use your email to send it, once a month at most.',
    cookies: 'Cookies and storage',
    cookiesText:
      'We use one session cookie to keep you signed in and a small entry in your browser storage to remember that you are signed in. We do not use advertising or third-party tracking cookies.',
    choices: 'Your choices',
    choicesText:
      'You can ask for a copy of your data, correct it or delete your account at any time by writing to <email>privacy@kemet.example</email>. Every newsletter has an unsubscribe link.',
  },
};
