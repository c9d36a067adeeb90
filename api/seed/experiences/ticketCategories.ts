// The seed's ticket categories (docs/product/rules.md#sessions-and-ticket-categories). Prices are the seed's own,
// set from each experience's headline price (the first category's, so listed prices stay as they were).
export type SeedTicketSet = 'siteEntry' | 'family' | 'adultAndChild' | 'adultsOnly';

export interface SeedCategory {
  code: 'adult' | 'child' | 'student' | 'infant';
  residency: 'egyptian' | 'foreign' | 'any';
  label: string;
  minAge: number;
  maxAge: number | null;
  proof: 'national_id' | 'passport' | 'student_card' | 'none';
  takesPlace: boolean;
  priceMinor: number;
}

/** A share of the headline price, in whole dollars, as cents. */
const share = (priceUsd: number, ratio: number) => Math.max(1, Math.round(priceUsd * ratio)) * 100;

/**
 * A museum- or temple-style entry: Egypt's state sites sell foreign and Egyptian prices, lower for children and
 * students, free under 6. Foreigners show a passport, Egyptians their national ID, students their card.
 */
const siteEntry = (priceUsd: number): SeedCategory[] => [
  {
    code: 'adult',
    residency: 'foreign',
    label: 'Foreign adult',
    minAge: 18,
    maxAge: null,
    proof: 'passport',
    takesPlace: true,
    priceMinor: priceUsd * 100,
  },
  {
    code: 'child',
    residency: 'foreign',
    label: 'Foreign child (6-11)',
    minAge: 6,
    maxAge: 11,
    proof: 'passport',
    takesPlace: true,
    priceMinor: share(priceUsd, 0.5),
  },
  {
    code: 'student',
    residency: 'foreign',
    label: 'Foreign student',
    minAge: 12,
    maxAge: null,
    proof: 'student_card',
    takesPlace: true,
    priceMinor: share(priceUsd, 0.5),
  },
  {
    code: 'adult',
    residency: 'egyptian',
    label: 'Egyptian adult',
    minAge: 18,
    maxAge: null,
    proof: 'national_id',
    takesPlace: true,
    priceMinor: share(priceUsd, 0.4),
  },
  {
    code: 'student',
    residency: 'egyptian',
    label: 'Egyptian student',
    minAge: 12,
    maxAge: null,
    proof: 'student_card',
    takesPlace: true,
    priceMinor: share(priceUsd, 0.2),
  },
  {
    code: 'infant',
    residency: 'any',
    label: 'Under 6',
    minAge: 0,
    maxAge: 5,
    proof: 'none',
    takesPlace: true,
    priceMinor: 0,
  },
];

const adult = (priceUsd: number, label = 'Adult', minAge = 12): SeedCategory => ({
  code: 'adult',
  residency: 'any',
  label,
  minAge,
  maxAge: null,
  proof: 'none',
  takesPlace: true,
  priceMinor: priceUsd * 100,
});
const child = (priceUsd: number): SeedCategory => ({
  code: 'child',
  residency: 'any',
  label: 'Child (2-11)',
  minAge: 2,
  maxAge: 11,
  proof: 'none',
  takesPlace: true,
  priceMinor: share(priceUsd, 0.6),
});
const infantOnLap: SeedCategory = {
  code: 'infant',
  residency: 'any',
  label: 'Infant on a lap (under 2)',
  minAge: 0,
  maxAge: 1,
  proof: 'none',
  takesPlace: false,
  priceMinor: 0,
};

/** The categories of a ticket set, in the order pages list them; the first is the headline price. */
export function seedCategories(set: SeedTicketSet, priceUsd: number): SeedCategory[] {
  switch (set) {
    case 'siteEntry':
      return siteEntry(priceUsd);
    case 'family':
      return [adult(priceUsd), child(priceUsd), infantOnLap];
    case 'adultAndChild':
      return [adult(priceUsd), { ...child(priceUsd), label: 'Child (6-11)', minAge: 6 }];
    case 'adultsOnly':
      // Balloons take no child under 6 (the record's own words).
      return [adult(priceUsd, 'Passenger (6 and over)', 6)];
  }
}
