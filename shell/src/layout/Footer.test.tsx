import { screen, within } from '@testing-library/react';
import { renderAt } from '../testing/renderAt';
import { Footer, MAP_CREDITS } from './Footer';

test('lists the Support and Company links with their routes', () => {
  renderAt(<Footer />);
  const support = screen.getByRole('navigation', { name: 'Support' });
  const company = screen.getByRole('navigation', { name: 'Company' });
  const expectLinks = (area: HTMLElement, links: [string, string][]) =>
    links.forEach(([name, href]) => expect(within(area).getByRole('link', { name })).toHaveAttribute('href', href));
  expectLinks(support, [
    ['Support Center', '/support'],
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacypolices'],
  ]);
  expectLinks(company, [
    ['About us', '/aboutus'],
    ['Contact us', '/contactus'],
    ['Partners', '/partners'],
    ['Testimonials', '/testimonials'],
    ['FAQ', '/faq'],
  ]);
});

test('has four social links with accessible names that open safely in a new tab', () => {
  renderAt(<Footer />);
  const social = screen.getAllByRole('link', { name: /^Kemet on / });
  expect(social.map((link) => link.getAttribute('aria-label'))).toEqual([
    'Kemet on Facebook (opens in a new tab)',
    'Kemet on Instagram (opens in a new tab)',
    'Kemet on X (opens in a new tab)',
    'Kemet on YouTube (opens in a new tab)',
  ]);
  social.forEach((link) => {
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});

test('shows the logo, a copyright line and the map data credits', () => {
  renderAt(<Footer />);
  expect(screen.getByRole('link', { name: 'Kemet home' })).toHaveAttribute('href', '/home');
  expect(screen.getByText(/© \d{4} Kemet/)).toBeInTheDocument();
  expect(screen.getByText(MAP_CREDITS)).toBeInTheDocument();
  expect(MAP_CREDITS).toBe(
    'Map data: Natural Earth (public domain). City data: SimpleMaps World Cities Database (simplemaps.com/data/world-cities), CC BY 4.0.',
  );
});
