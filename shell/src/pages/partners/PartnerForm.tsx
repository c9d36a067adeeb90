// The partner application: business details, three free-text questions and SEND, sent to the data service.
import { Form, Formik } from 'formik';
import { Button, formsApi } from '@kemet/shared';
import { partnerApplicationSchema, type PartnerApplicationInput } from '@kemet/contract/forms';
import { FormikTextField } from '../../forms/FormikTextField';
import { FormStatusNotice } from '../../forms/FormStatusNotice';
import { submitTo } from '../../forms/submitTo';
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
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={partnerApplicationSchema}
      onSubmit={submitTo(partnerApplicationSchema, formsApi.partnerApplication)}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={form.card} aria-label="Partner application">
          <p className={form.required}>All fields are required except the last one.</p>
          <div className={`${form.fields} ${form.twoColumns}`}>
            <FormikTextField name="businessName" label="Business name" autoComplete="organization" />
            <FormikTextField name="businessType" label="Type of business" hint="For example: tour operator, hotel, guide" />
            <FormikTextField name="website" type="url" label="Website" autoComplete="url" placeholder="https://" />
            <FormikTextField name="address" label="Address" autoComplete="street-address" />
            <FormikTextField name="email" type="email" label="Email" autoComplete="email" />
            <FormikTextField name="phone" type="tel" label="Phone number" autoComplete="tel" />
            <FormikTextField name="whyPartner" label="Why do you want to partner with Kemet?" multiline className={form.wide} />
            <FormikTextField name="servicesOffered" label="What services do you offer to travelers?" multiline className={form.wide} />
            <FormikTextField name="additionalInfo" label="Additional information or a proposal (optional)" multiline className={form.wide} />
          </div>
          <div className={form.actions}>
            <Button type="submit" busy={isSubmitting}>
              SEND
            </Button>
          </div>
          <FormStatusNotice successTitle="Application received" errorTitle="Your application was not sent" />
        </Form>
      )}
    </Formik>
  );
}
