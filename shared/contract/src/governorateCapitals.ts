// The 27 governorates' capitals and where they are (from mfe-map/src/data/locations.geojson, which neither
// the API nor a page's server hook may read at run time), keyed by the English governorate name experiences.location
// uses. The API meets travellers at the capital of an experience that names no meeting point; the catalogue's JSON-LD
// places an experience there. Entry `@kemet/contract/capitals`.
export interface GovernorateCapital {
  capital: string;
  latitude: number;
  longitude: number;
}

const CAIRO: GovernorateCapital = { capital: 'Cairo', latitude: 30.0444, longitude: 31.2358 };

export const governorateCapitals: Record<string, GovernorateCapital> = {
  Alexandria: { capital: 'Alexandria', latitude: 31.1975, longitude: 29.8925 },
  Aswan: { capital: 'Aswan', latitude: 24.0889, longitude: 32.8997 },
  Asyut: { capital: 'Asyut', latitude: 27.1833, longitude: 31.1667 },
  Beheira: { capital: 'Damanhur', latitude: 31.0361, longitude: 30.4694 },
  'Beni Suef': { capital: 'Beni Suef', latitude: 29.0667, longitude: 31.0833 },
  Cairo: CAIRO,
  Dakahlia: { capital: 'Mansoura', latitude: 31.05, longitude: 31.3833 },
  Damietta: { capital: 'Damietta', latitude: 31.4167, longitude: 31.8214 },
  Faiyum: { capital: 'Faiyum', latitude: 29.3084, longitude: 30.8441 },
  Gharbia: { capital: 'Tanta', latitude: 30.7833, longitude: 31 },
  Giza: { capital: 'Giza', latitude: 29.987, longitude: 31.2118 },
  Ismailia: { capital: 'Ismailia', latitude: 30.5833, longitude: 32.2667 },
  'Kafr El Sheikh': { capital: 'Kafr El Sheikh', latitude: 31.1117, longitude: 30.9458 },
  Luxor: { capital: 'Luxor', latitude: 25.6833, longitude: 32.65 },
  Matrouh: { capital: 'Marsa Matruh', latitude: 31.35, longitude: 27.2333 },
  Minya: { capital: 'Minya', latitude: 28.1194, longitude: 30.7444 },
  Monufia: { capital: 'Shibin El Kom', latitude: 30.5586, longitude: 31.01 },
  'New Valley': { capital: 'Kharga', latitude: 25.44, longitude: 30.55 },
  'North Sinai': { capital: 'Arish', latitude: 31.1249, longitude: 33.8006 },
  'Port Said': { capital: 'Port Said', latitude: 31.2625, longitude: 32.3061 },
  Qalyubia: { capital: 'Banha', latitude: 30.4667, longitude: 31.1833 },
  Qena: { capital: 'Qena', latitude: 26.1667, longitude: 32.7167 },
  'Red Sea': { capital: 'Hurghada', latitude: 27.2578, longitude: 33.8117 },
  Sharqia: { capital: 'Zagazig', latitude: 30.5667, longitude: 31.5 },
  Sohag: { capital: 'Sohag', latitude: 26.55, longitude: 31.7 },
  'South Sinai': { capital: 'El Tor', latitude: 28.2417, longitude: 33.6222 },
  Suez: { capital: 'Suez', latitude: 29.9667, longitude: 32.55 },
};

/** The capital of a governorate; Cairo for a name outside the table. */
export const capitalOf = (governorate: string): GovernorateCapital => governorateCapitals[governorate] ?? CAIRO;
