// Partner providers (fiction, with .example websites). Logos are our own SVG artwork in seed/media/.
export interface SeedProvider {
  key: string;
  name: string;
  location: string;
  website: string;
  logo: string;
}

export const seedProviders: SeedProvider[] = [
  {
    key: 'nile',
    name: 'Nile Horizon Tours',
    location: 'Luxor',
    website: 'https://nilehorizon.example',
    logo: 'provider-nile-horizon.svg',
  },
  {
    key: 'pharaohs',
    name: "Pharaoh's Trail Expeditions",
    location: 'Giza',
    website: 'https://pharaohstrail.example',
    logo: 'provider-pharaohs-trail.svg',
  },
  {
    key: 'reef',
    name: 'Red Sea Reef Divers',
    location: 'Red Sea',
    website: 'https://redseareef.example',
    logo: 'provider-red-sea-reef.svg',
  },
  {
    key: 'sinai',
    name: 'Sinai Summit Treks',
    location: 'South Sinai',
    website: 'https://sinaisummit.example',
    logo: 'provider-sinai-summit.svg',
  },
  {
    key: 'alex',
    name: 'Alexandria Heritage Walks',
    location: 'Alexandria',
    website: 'https://alexandriaheritage.example',
    logo: 'provider-alexandria-heritage.svg',
  },
  {
    key: 'oasis',
    name: 'Oasis & Dunes Safaris',
    location: 'New Valley',
    website: 'https://oasisdunes.example',
    logo: 'provider-oasis-dunes.svg',
  },
  {
    key: 'cairo',
    name: 'Cairo Nights Culture Co.',
    location: 'Cairo',
    website: 'https://caironights.example',
    logo: 'provider-cairo-nights.svg',
  },
  {
    key: 'aswan',
    name: 'Aswan Nubian Journeys',
    location: 'Aswan',
    website: 'https://aswannubian.example',
    logo: 'provider-aswan-nubian.svg',
  },
];
