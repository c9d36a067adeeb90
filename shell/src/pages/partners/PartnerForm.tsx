// The partner application: business details, three free-text questions and SEND, sent to the data service.
import { formsApi } from '../../api/formsApi';
import { FormField, FormikForm, useKemetForm } from '@kemet/platform/forms';
import { partnerApplicationSchema, type PartnerApplicationInput } from '@kemet/contract/forms';
import { SendFooter } from '../../forms/SendFooter';
import { sendTo } from '../../forms/sendTo';
import form from '../../forms/Form.module.css';

const initialValues: PartnerApplicationInput = {
  businessName: '',
  businessType: '',
  website: '',
  address: '',
  email: '',
  phone: '',
  whyPartner: '',
  servicesOffered: '',
  additionalInfo: '',
};

export function PartnerForm() {
  const application = useKemetForm({ initialValues, ...sendTo(partnerApplicationSchema, formsApi.partnerApplication) });
  return (
    <FormikForm form={application} className={form.card} aria-label="Partner application">
      <p className={form.required}>All fields are required except the last one.</p>
      <div className={`${form.fields} ${form.twoColumns}`}>
        <FormField name="businessName" label="Business name" autoComplete="organization" />
        <FormField name="businessType" label="Type of business" hint="For example: tour operator, hotel, guide" />
        <FormField name="website" type="url" label="Website" autoComplete="url" placeholder="https://" />
        <FormField name="address" label="Address" autoComplete="street-address" />
        <FormField name="email" type="email" label="Email" autoComplete="email" />
        <FormField name="phone" type="tel" label="Phone number" autoComplete="tel" />
        <FormField name="whyPartner" label="Why do you want to partner with Kemet?" multiline className={form.wide} />
        <FormField name="servicesOffered" label="What services do you offer to travelers?" multiline className={form.wide} />
        <FormField name="additionalInfo" label="Additional information or a proposal (optional)" multiline className={form.wide} />
      </div>
      <SendFooter busy={application.busy} successTitle="Application received" errorTitle="Your application was not sent" />
    </FormikForm>
  );
}
