// One experience as the seed writes it; the data service derives ids, prices and availability from it.
// images: scene artwork in seed/media/ named <theme>-<dawn|day|dusk>.svg, 800x600.
export interface SeedExperience {
  name: string;
  location: string;
  provider: string;
  description: string;
  details: string;
  images: [string, string, string];
  ticketsCount: number;
  priceUsd: number;
  sale: number;
  featured: 'event' | 'tour' | null;
  startsAt: string;
  createdAt: string;
}
