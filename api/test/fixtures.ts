// Request bodies more than one test file sends.

/** A valid partner application: every field filled as the form would send it. */
export const partnerApplication = {
  businessName: 'Karnak Light Tours',
  businessType: 'Tour operator',
  website: 'https://karnaklight.example',
  address: '12 Corniche el-Nil, Luxor',
  email: 'hello@karnaklight.example',
  phone: '+20 95 123 4567',
  whyPartner: 'We want to reach independent travellers.',
  servicesOffered: 'Evening temple visits and felucca trips.',
  additionalInfo: '',
};
