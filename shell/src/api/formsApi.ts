// The shell's forms' calls to the data service: contact, partner application, newsletter.
import { apiRequest } from '@kemet/platform';
import type { FormReceipt } from '@kemet/contract';
import type { ContactMessageInput, NewsletterInput, PartnerApplicationInput } from '@kemet/contract/forms';

export const formsApi = {
  contact: (input: ContactMessageInput) =>
    apiRequest<FormReceipt>('/contact-messages', { method: 'POST', body: input }),
  partnerApplication: (input: PartnerApplicationInput) =>
    apiRequest<FormReceipt>('/partner-applications', { method: 'POST', body: input }),
  newsletter: (input: NewsletterInput) =>
    apiRequest<FormReceipt>('/newsletter-subscriptions', { method: 'POST', body: input }),
};
