// Where travellers of each seeded experience meet, printed on their tickets: a named spot near the real site.
// Keyed by the experience's name; every seeded experience has one (test/seed.test.ts checks it).
export interface SeedMeetingPoint {
  name: string;
  latitude: number;
  longitude: number;
}

export const seedMeetingPoints: Record<string, SeedMeetingPoint> = {
  'Sunrise Hot-Air Balloon over the West Bank': {
    name: 'West Bank ferry landing, Luxor (pick-up at 04:30)',
    latitude: 25.7007,
    longitude: 32.6296,
  },
  'Great Pyramids & Sphinx Private Tour': {
    name: 'Giza Plateau, main gate on Al Haram Road',
    latitude: 29.9867,
    longitude: 31.1331,
  },
  'Karnak & Luxor Temples Full-Day Tour': {
    name: 'Karnak Temple visitor centre, Luxor',
    latitude: 25.7188,
    longitude: 32.6573,
  },
  'Abu Simbel Sunrise Expedition': { name: 'Abu Simbel temples ticket office', latitude: 22.3372, longitude: 31.6258 },
  'White Desert & Black Desert Overnight Safari': {
    name: 'Qasr al-Farafra main square, Farafra Oasis',
    latitude: 27.0586,
    longitude: 27.9697,
  },
  'Valley of the Kings Evening Opening': {
    name: 'Valley of the Kings visitor centre, West Bank',
    latitude: 25.7402,
    longitude: 32.6014,
  },
  'Abu Simbel Sun Festival': { name: 'Abu Simbel temples forecourt gate', latitude: 22.3369, longitude: 31.6253 },
  'Nile Dinner Cruise & Tanoura Night': {
    name: 'Maadi Corniche boat landing, Cairo',
    latitude: 29.9602,
    longitude: 31.2497,
  },
  'Egyptian Museum Masterpieces Walk': {
    name: 'Egyptian Museum main gate, Tahrir Square',
    latitude: 30.0478,
    longitude: 31.2336,
  },
  'Khan el-Khalili & Islamic Cairo by Night': {
    name: 'Al-Hussein Mosque square, Khan el-Khalili',
    latitude: 30.0478,
    longitude: 31.2632,
  },
  'Qaitbay Citadel & Alexandria Corniche Walk': {
    name: 'Citadel of Qaitbay entrance, Anfoushi',
    latitude: 31.214,
    longitude: 29.8856,
  },
  "Catacombs of Kom el Shoqafa & Pompey's Pillar": {
    name: 'Kom el Shoqafa catacombs ticket office, Karmouz',
    latitude: 31.1786,
    longitude: 29.8931,
  },
  "Mount Sinai Sunrise Climb & St Catherine's": {
    name: "St Catherine's Monastery car park",
    latitude: 28.5559,
    longitude: 33.9754,
  },
  'Dahab Blue Hole Snorkel Day': { name: 'Blue Hole car park, north of Dahab', latitude: 28.5722, longitude: 34.5369 },
  'Giftun Island Reef Snorkelling from Hurghada': {
    name: 'Hurghada Marina, pontoon B',
    latitude: 27.2233,
    longitude: 33.8427,
  },
  "Siwa Oasis: Shali Fortress & Cleopatra's Spring": {
    name: 'Market square below the Shali Fortress, Siwa',
    latitude: 29.2041,
    longitude: 25.5195,
  },
  'Great Sand Sea 4x4 from Siwa': {
    name: 'Siwa town market square, by the Shali',
    latitude: 29.2032,
    longitude: 25.5202,
  },
  'Wadi El Rayan Waterfalls & Whale Valley': {
    name: 'Wadi El Rayan protected area gate',
    latitude: 29.2081,
    longitude: 30.4186,
  },
  "Felucca Sail to Kitchener's Island": {
    name: 'Aswan Corniche felucca landing, opposite Elephantine',
    latitude: 24.0889,
    longitude: 32.8963,
  },
  'Philae Temple & Nubian Village Day': {
    name: 'Shellal marina, boats to Philae',
    latitude: 24.0265,
    longitude: 32.8887,
  },
  'Saqqara & the Step Pyramid of Djoser': {
    name: 'Saqqara site entrance and Imhotep Museum',
    latitude: 29.8741,
    longitude: 31.2184,
  },
  'Camel Ride at the Giza Plateau at Sunset': {
    name: 'Giza Plateau, Sphinx gate in Nazlet el-Samman',
    latitude: 29.9753,
    longitude: 31.1376,
  },
  'Dakhla & Kharga Oasis Heritage Trail': {
    name: 'Kharga Museum of Antiquities, Kharga',
    latitude: 25.452,
    longitude: 30.5462,
  },
  'Luxor West Bank by Bike': { name: 'West Bank ferry landing, Luxor', latitude: 25.7007, longitude: 32.6296 },
};
