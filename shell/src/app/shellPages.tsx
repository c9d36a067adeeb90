// Route elements owned by the shell itself: home (in the first load) and the static pages (each its own chunk).
import type { ReactElement } from 'react';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PartUnavailablePage } from '../pages/PartUnavailablePage';
import { lazyPage } from '../ui/lazyPage';
import type { ShellPageName } from './shellRoutes';

export const shellPages: Record<ShellPageName | 'notFound' | 'unavailable', ReactElement> = {
  home: <HomePage />,
  contact: lazyPage(() => import('../pages/contact/ContactPage'), 'ContactPage'),
  about: lazyPage(() => import('../pages/about/AboutPage'), 'AboutPage'),
  faq: lazyPage(() => import('../pages/faq/FaqPage'), 'FaqPage'),
  partners: lazyPage(() => import('../pages/partners/PartnersPage'), 'PartnersPage'),
  privacy: lazyPage(() => import('../pages/info/PrivacyPage'), 'PrivacyPage'),
  support: lazyPage(() => import('../pages/info/SupportPage'), 'SupportPage'),
  terms: lazyPage(() => import('../pages/info/TermsPage'), 'TermsPage'),
  testimonials: lazyPage(() => import('../pages/testimonials/TestimonialsPage'), 'TestimonialsPage'),
  notFound: <NotFoundPage />,
  unavailable: <PartUnavailablePage />,
};
