// The listing editor's form (formik, the contract's listingSchema): kind, names, descriptions and what to bring in
// English and Arabic, the place, the pictures; "Save draft" / "Save" and, for a draft, "Submit for review". A save
// sends the version it was opened at; when someone saved meanwhile (412) the page shows their values beside the
// reader's (StaleMerge) and the next save names their version. A refusal keeps everything typed.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Listing } from '@kemet/contract';
import { listingSchema } from '@kemet/contract/forms';
import { Button } from '@kemet/ui';
import { ApiError, useNavigate, useTranslation } from '@kemet/platform';
import { FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import './messages/listingsMessages';
import { listingsApi } from './listingsApi';
import { listingKeys } from './listingQueries';
import { emptyListing, inputOf, valuesOf, type ListingValues } from './listingValues';
import { LanguageFields } from './LanguageFields';
import { PicturesField } from './PicturesField';
import { PlaceFields } from './PlaceFields';
import { StaleMerge } from './StaleMerge';
import sections from '../../components/sections.module.css';
import styles from './listings.module.css';

export type EditorNote = 'created' | 'submitted';

interface Props {
  listing?: Listing;
  labelledBy: string;
}

export function ListingForm({ listing, labelledBy }: Props) {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(listing);
  const [conflict, setConflict] = useState<{ yours: ListingValues; theirs: ListingValues }>();
  const intent = useRef<'save' | 'submit'>('save');

  const form = useKemetForm<ListingValues>({
    initialValues: listing ? valuesOf(listing) : emptyListing,
    validationSchema: listingSchema,
    submit: async (values, helpers) => {
      // The service refuses a listing without a picture for review: say so before anything is sent.
      if (intent.current === 'submit' && values.images.length === 0) {
        helpers.setStatus({ fields: {}, error: t('pictures.none') });
        return;
      }
      let result = saved;
      // Submitting a draft as it was saved sends no save first.
      const unchanged = saved && JSON.stringify(inputOf(values)) === JSON.stringify(inputOf(valuesOf(saved)));
      if (!result || !unchanged || intent.current === 'save') {
        try {
          result = result
            ? await listingsApi.save(result.id, result.version, inputOf(values))
            : await listingsApi.create(inputOf(values));
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 412) || !saved) throw error;
          const theirs = await listingsApi.read(saved.id);
          setSaved(theirs);
          setConflict({ yours: values, theirs: valuesOf(theirs) });
          return;
        }
        // Kept at once: a refused submission after it must not create the listing twice.
        setSaved(result);
      }
      setConflict(undefined);
      if (intent.current === 'submit') result = await listingsApi.submit(result.id);
      setSaved(result);
      queryClient.setQueryData(listingKeys.one(result.id), result);
      await queryClient.invalidateQueries({ queryKey: listingKeys.all, exact: true });
      helpers.resetForm({ values });
      if (!saved) {
        const note: EditorNote = intent.current === 'submit' ? 'submitted' : 'created';
        void navigate(`/partner/listings/${result.id}`, { replace: true, state: { note } });
        return;
      }
      return t(intent.current === 'submit' ? 'editor.submitted' : 'editor.saved');
    },
  });
  const status = saved?.status ?? 'draft';

  return (
    <FormikForm form={form} className={styles.editor} aria-labelledby={labelledBy}>
      {conflict && <StaleMerge yours={conflict.yours} theirs={conflict.theirs} />}
      <div className={sections.select}>
        <label htmlFor="listing-kind">{t('editor.kind')}</label>
        <select id="listing-kind" {...form.formik.getFieldProps('kind')}>
          <option value="event">{t('kind.event')}</option>
          <option value="tour">{t('kind.tour')}</option>
        </select>
      </div>
      <LanguageFields language="en" />
      <LanguageFields language="ar" />
      <PlaceFields />
      <PicturesField />
      <FormStatusNotice />
      <div className={sections.actions}>
        <Button
          type="submit"
          variant={status === 'draft' ? 'secondary' : 'primary'}
          busy={form.busy}
          onClick={() => (intent.current = 'save')}
        >
          {status === 'draft' ? t('editor.saveDraft') : t('editor.save')}
        </Button>
        {status === 'draft' && (
          <Button type="submit" busy={form.busy} onClick={() => (intent.current = 'submit')}>
            {t('editor.submit')}
          </Button>
        )}
      </div>
    </FormikForm>
  );
}
