// The partner application: business details, three free-text questions and SEND, sent to the data service.
import { useTranslation } from '@kemet/platform';
import { formsApi } from '../../api/formsApi';
import { FormField, FormikForm, useKemetForm } from '@kemet/platform/forms';
import { partnerApplicationSchema, type PartnerApplicationInput } from '@kemet/contract/forms';
import '../../messages/shellPagesMessages';
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
  const { t } = useTranslation('shellPages');
  const application = useKemetForm({ initialValues, ...sendTo(partnerApplicationSchema, formsApi.partnerApplication) });
  const label = (name: string) => t(`partners.form.${name}`);
  return (
    <FormikForm form={application} className={form.card} aria-label={label('label')}>
      <p className={form.required}>{label('required')}</p>
      <div className={`${form.fields} ${form.twoColumns}`}>
        <FormField name="businessName" label={label('businessName')} autoComplete="organization" />
        <FormField name="businessType" label={label('businessType')} hint={label('businessTypeHint')} />
        <FormField
          name="website"
          type="url"
          label={label('website')}
          autoComplete="url"
          placeholder="https://"
          dir="ltr"
        />
        <FormField name="address" label={label('address')} autoComplete="street-address" />
        <FormField name="email" type="email" label={label('email')} autoComplete="email" dir="ltr" />
        <FormField name="phone" type="tel" label={label('phone')} autoComplete="tel" dir="ltr" />
        <FormField name="whyPartner" label={label('whyPartner')} multiline className={form.wide} />
        <FormField name="servicesOffered" label={label('servicesOffered')} multiline className={form.wide} />
        <FormField name="additionalInfo" label={label('additionalInfo')} multiline className={form.wide} />
      </div>
      <SendFooter busy={application.busy} successTitle={label('success')} errorTitle={label('failure')} />
    </FormikForm>
  );
}
