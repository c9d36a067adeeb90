// The map's English words, exactly as docs/product/texts-and-messages.md#the-map writes them. Place names need no
// entry here: in English a governorate or capital is shown by its own name.
export default {
  region: 'Map of Egypt with events and governorate capitals',
  preview: 'Map of Egypt: its governorates and their capitals',
  section: 'Events map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  closePopup: 'Close popup',
  credits: {
    tile: '{{credit}}',
    boundaries: 'Boundaries: <a href="https://www.naturalearthdata.com/">Natural Earth</a>',
    cities:
      'Cities: <a href="https://simplemaps.com/data/world-cities">SimpleMaps World Cities</a> (<a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>)',
  },
  notice: {
    experiencesFailed: 'Events could not be loaded, so the map shows governorates and capitals only.',
  },
  list: {
    heading: 'Locations',
  },
  capital: {
    unnamed: 'Unnamed Location',
    governorate: '{{governorate}} Governorate',
    population: 'Population: {{population}} (approx.)',
  },
  experience: {
    placeAndProvider: '<bdi>{{place}}</bdi> · by <bdi>{{provider}}</bdi>',
    from: 'From {{price}}',
    details: 'See details',
    detailsOf: ' of {{name}}',
  },
  governorate: {
    label: '{{name}} governorate',
    unnamed: 'Governorate',
    summary: '{{name}}: {{experiences}}',
  },
  experiences: {
    loading: 'Experiences loading',
    none: 'No experiences yet',
    count_one: '{{count}} experience',
    count_other: '{{count}} experiences',
  },
  cluster_one: '{{count}} experience here, zoom in to see it',
  cluster_other: '{{count}} experiences here, zoom in to see them',
  standalone: {
    title: 'Kemet map (standalone)',
    locations: 'Locations',
  },
};
