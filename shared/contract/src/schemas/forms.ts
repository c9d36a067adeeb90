// The site's forms that anyone may send: contact, partner application, newsletter.
import { body, email, name, optionalText, phone, text, website } from './fields';

export const ContactBody = body({ username: name(), email: email(), message: text() });
export const NewsletterBody = body({ email: email() });
export const PartnerBody = body({
  businessName: text(200),
  businessType: text(200),
  website: website(),
  address: text(500),
  email: email(),
  phone: phone(),
  whyPartner: text(),
  servicesOffered: text(),
  additionalInfo: optionalText(),
});
