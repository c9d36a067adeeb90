// The shell's English words (the frame: header, footer, home, 404, remote parts' names), exactly as
// docs/product/texts-and-messages.md gives them. The static pages' words are in shellPages.en.ts, in their own chunks.
export default {
  preferences: {
    language: 'Language',
    currency: 'Currency',
    apply: 'Apply',
    currencyOf: 'Show prices in {{currency}}',
    digits: 'Digits',
    digitsChoice: { arab: 'Arabic-Indic digits', latn: 'Latin digits' },
  },
  header: {
    skipToContent: 'Skip to content',
    home: 'Kemet home',
    menu: 'Menu',
    mainNav: 'Main',
    preferences: 'Language and currency',
    nav: { about: 'About', contact: 'Contact' },
    logOut: 'Log out',
  },
  footer: {
    tagline: 'Events and tours across Egypt, hosted by trusted local partners.',
    support: 'Support',
    company: 'Company',
    links: {
      supportCenter: 'Support Center',
      terms: 'Terms of Service',
      privacy: 'Privacy Policy',
      aboutUs: 'About us',
      contactUs: 'Contact us',
      partners: 'Partners',
      testimonials: 'Testimonials',
      faq: 'FAQ',
    },
    social: 'Kemet on {{name}} (opens in a new tab)',
    copyright: '© {{year}} Kemet Travel. All rights reserved.',
    mapCredits:
      'Map data: Natural Earth (public domain). City data: SimpleMaps World Cities Database (simplemaps.com/data/world-cities), CC BY 4.0.',
  },
  home: {
    title: 'Events and tours in Egypt',
    hero: {
      label: 'Highlights of Egypt',
      carousel: 'carousel',
      slide: 'slide',
      slideOf: '{{n, number}} of {{total, number}}',
      title: 'Where Civilization Began',
      subtitle: 'checkout our latest event in Luxor.',
      explore: 'Explore',
      pause: 'Pause slideshow',
      play: 'Play slideshow',
      previous: 'Previous slide',
      next: 'Next slide',
      show: 'Show slide {{n, number}}: {{alt}}',
      slides: {
        pyramids: 'The pyramids of Giza at golden hour',
        luxor: 'The temple columns of Luxor',
        nile: 'A felucca sailing on the Nile',
      },
    },
    sectionLoading: 'Loading {{label}}',
    newsletterLoading: 'Loading the newsletter box',
    newsletter: {
      title: 'Stay in the loop',
      lead: 'New events, seasonal tours and partner offers across Egypt, once a month. No spam, unsubscribe any time.',
      email: 'Email address',
      subscribe: 'Subscribe',
      success: 'You are subscribed',
      failure: 'You are not subscribed yet',
    },
  },
  // A remote page's loading notice; the label (and the page's tab title) come from the remote's manifest.
  remotes: {
    loading: 'Loading the {{label}}',
  },
  page: { loading: 'Loading the page' },
  unavailable: {
    eyebrow: 'Error 503',
    title: 'This part of the site is not available right now',
    lead: 'The team that runs this page is not answering at the moment. The rest of the site still works. Please try again in a moment.',
    retry: 'Retry',
  },
  notFound: {
    eyebrow: 'Error 404',
    title: 'Page not found',
    lead: 'We could not find that page. It may have moved, or the address may be mistyped. Like a lost tomb, it might turn up one day.',
    home: 'Back to home',
  },
  forms: {
    send: 'SEND',
    oneMoment: 'One moment…',
    needsScript: 'Sending this form needs JavaScript: please turn it on, or write to us by email.',
    fieldErrors: 'Please correct the highlighted fields and send again.',
    // The data service's confirmations, by their English text (forms/sendTo.ts shows these in the page's language).
    replies: {
      contact: 'Thank you! Your message has been sent. We will get back to you soon.',
      partner: 'Thank you for applying! Our team will review your application and reach out.',
      newsletter: 'Thank you for subscribing to the Kemet newsletter!',
    },
  },
  // The pages' heads (what search results and link previews show): each shell page's title and description, and the
  // description of a remote page that gives none of its own.
  seo: {
    home: {
      title: 'Events and tours in Egypt',
      description:
        'Book events and guided tours across Egypt, from Luxor balloon flights to Red Sea reefs, hosted by trusted local partners.',
    },
    about: {
      title: 'About us',
      description:
        'Kemet connects visitors to Egypt with trusted local partners for events and tours: who we are and how we work.',
    },
    contact: {
      title: 'Contact us',
      description:
        'Questions about an event, a tour or a booking? Write to the Kemet team and we will get back to you soon.',
    },
    faq: {
      title: 'FAQ',
      description:
        'Answers to common questions about booking Kemet events and tours, tickets, payment, cancellation and your visit.',
    },
    partners: {
      title: 'Partners',
      description: 'Run events or tours in Egypt? Become a Kemet partner and reach travellers who book online.',
    },
    privacy: {
      title: 'Privacy Policy',
      description:
        'How Kemet collects, uses and protects your personal data when you browse and book events and tours.',
    },
    support: { title: 'Support Center', description: 'Help with your Kemet bookings, tickets, payments and account.' },
    terms: {
      title: 'Terms of Service',
      description: 'The terms that apply when you use Kemet and book events and tours with our partners.',
    },
    testimonials: {
      title: 'Testimonials',
      description: 'What travellers say about the events and tours they booked with Kemet.',
    },
    notFound: { description: 'We could not find that page.' },
    remote: 'Events and tours across Egypt, hosted by trusted local partners.',
  },
};
