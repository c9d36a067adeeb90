// The site's forms that anyone may send: contact, partner application, newsletter.
import { Type } from 'typebox';

// Loose on purpose: the shared yup rules (same as the browser forms) give the field messages.
const text = () => Type.Optional(Type.String());
export const ContactBody = Type.Object({ username: text(), email: text(), message: text() });
export const NewsletterBody = Type.Object({ email: text() });
export const PartnerBody = Type.Object({
  businessName: text(),
  businessType: text(),
  website: text(),
  address: text(),
  email: text(),
  phone: text(),
  whyPartner: text(),
  servicesOffered: text(),
  additionalInfo: text(),
});
