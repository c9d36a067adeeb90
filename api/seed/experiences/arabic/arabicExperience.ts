// One experience in Arabic as the seed writes it (experience_translations), keyed by the English record's name.
// Written for an Arabic reader, not word for word; proper nouns stay recognisable.
export interface ArabicExperience {
  name: string;
  description: string;
  details: string;
}
