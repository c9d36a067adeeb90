// Where the listing is: its governorate (the 27, by their name in the page's language) and the meeting point, picked
// on the map or typed as latitude and longitude (the inputs work without the map, and before the page's code).
import { useId } from 'react';
import { useField } from 'formik';
import { GOVERNORATES } from '@kemet/contract';
import { useTranslation, validationText } from '@kemet/platform';
import { FormField } from '@kemet/platform/forms';
import './messages/listingsMessages';
import { MeetingPointMap } from './MeetingPointMap';
import { useGovernorateLabel } from './useGovernorateLabel';
import sections from '../../components/sections.module.css';
import styles from './listings.module.css';

export function PlaceFields() {
  const { t } = useTranslation('listings');
  const governorateLabel = useGovernorateLabel();
  const headingId = useId();
  const selectId = useId();
  const [governorate, governorateMeta] = useField<string>('governorate');
  const governorateError = governorateMeta.touched ? governorateMeta.error : undefined;
  const options = GOVERNORATES.map((name) => ({ name, label: governorateLabel(name) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );

  return (
    <fieldset className={styles.group} aria-labelledby={headingId}>
      <legend id={headingId} className={styles.legend}>
        {t('editor.place')}
      </legend>
      <div className={sections.select}>
        <label htmlFor={selectId}>{t('editor.governorate')}</label>
        <select
          id={selectId}
          {...governorate}
          aria-invalid={governorateError ? true : undefined}
          aria-describedby={governorateError ? `${selectId}-message` : undefined}
        >
          <option value="">{t('editor.chooseGovernorate')}</option>
          {options.map((option) => (
            <option key={option.name} value={option.name}>
              {option.label}
            </option>
          ))}
        </select>
        {governorateError && (
          <p id={`${selectId}-message`} className={styles.message}>
            {validationText(governorateError)}
          </p>
        )}
      </div>
      <div className={styles.pair}>
        <FormField name="meetingPointEn" label={t('editor.meetingPointEn')} dir="ltr" />
        <FormField name="meetingPointAr" label={t('editor.meetingPointAr')} dir="rtl" lang="ar" />
      </div>
      <p className={styles.hint}>{t('editor.meetingHint')}</p>
      <MeetingPointMap />
      <div className={styles.pair}>
        <FormField name="latitude" label={t('editor.latitude')} inputMode="decimal" dir="ltr" autoComplete="off" />
        <FormField name="longitude" label={t('editor.longitude')} inputMode="decimal" dir="ltr" autoComplete="off" />
      </div>
    </fieldset>
  );
}
