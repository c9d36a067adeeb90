// Route elements owned by the shell itself: home and the static pages.
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { AboutPage } from '../pages/about/AboutPage';
import { ContactPage } from '../pages/contact/ContactPage';
import { FaqPage } from '../pages/faq/FaqPage';
import { PrivacyPage } from '../pages/info/PrivacyPage';
import { SupportPage } from '../pages/info/SupportPage';
import { TermsPage } from '../pages/info/TermsPage';
import { PartnersPage } from '../pages/partners/PartnersPage';
import { TestimonialsPage } from '../pages/testimonials/TestimonialsPage';

export const shellPages = {
  home: <HomePage />,
  contact: <ContactPage />,
  about: <AboutPage />,
  faq: <FaqPage />,
  partners: <PartnersPage />,
  privacy: <PrivacyPage />,
  support: <SupportPage />,
  terms: <TermsPage />,
  testimonials: <TestimonialsPage />,
  notFound: <NotFoundPage />,
};
