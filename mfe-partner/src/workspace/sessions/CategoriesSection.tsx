// A listing's ticket categories with their prices in its currency, and for owners: adding one, changing a price, and
// deleting one no booking holds. Bookings keep the price they were charged.
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@kemet/ui';
import type { PartnerCategory } from '@kemet/contract';
import { useFormat, useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { categorySchema, type CategoryInput } from '@kemet/contract/forms';
import '../../messages/partnerMessages';
import { failedNote, type ActionNote } from '../../components/actionNote';
import { sessionsApi } from './sessionsApi';
import { sessionKeys } from './sessionsQueries';
import { SelectField } from './SelectField';
import { useProofText } from './proofText';
import sections from '../../components/sections.module.css';
import styles from './sessions.module.css';

const CODES = ['adult', 'child', 'student', 'senior', 'infant'];
const RESIDENCIES = ['foreign', 'egyptian', 'any'];
const PROOFS = ['passport', 'national_id', 'student_card', 'none'] as const;

const asInput = (values: Record<string, unknown>): CategoryInput =>
  categorySchema.cast({
    ...values,
    maxAge: values.maxAge === '' ? null : values.maxAge,
    takesPlace: values.takesPlace === 'true',
  });

/** Adding a category, or changing one (`category` given): the same fields. */
function CategoryForm({ experienceId, category }: { experienceId: number; category?: PartnerCategory }) {
  const { t } = useTranslation('partner');
  const proofText = useProofText();
  const queryClient = useQueryClient();
  const headingId = useId();
  const form = useKemetForm({
    initialValues: {
      code: category?.code ?? 'adult',
      residency: category?.residency ?? 'foreign',
      label: category?.label ?? '',
      minAge: String(category?.minAge ?? 0),
      maxAge: category?.maxAge === null || category?.maxAge === undefined ? '' : String(category.maxAge),
      proof: category?.proof ?? 'passport',
      takesPlace: String(category?.takesPlace ?? true),
      price: category ? String(category.price) : '',
    },
    validationSchema: categorySchema,
    submit: async (values, helpers) => {
      const input = asInput(values);
      if (category) await sessionsApi.updateCategory(experienceId, category.id, input);
      else {
        await sessionsApi.addCategory(experienceId, input);
        helpers.resetForm();
      }
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      return category ? t('categories.changed') : t('categories.added');
    },
  });
  return (
    <>
      <h3 id={headingId} className={sections.subheading}>
        {category ? t('categories.change', { label: category.label }) : t('categories.add')}
      </h3>
      <FormikForm form={form} className={sections.form} aria-labelledby={headingId}>
        <div className={styles.grid}>
          <SelectField
            name="code"
            label={t('categories.code')}
            options={CODES.map((c) => [c, t(`categories.codes.${c}`)])}
          />
          <SelectField
            name="residency"
            label={t('categories.residency')}
            options={RESIDENCIES.map((r) => [r, t(`categories.residencies.${r}`)])}
          />
          <FormField name="label" label={t('categories.label')} maxLength={100} />
          <FormField name="minAge" label={t('categories.minAge')} type="number" inputMode="numeric" />
          <FormField
            name="maxAge"
            label={t('categories.maxAge')}
            type="number"
            inputMode="numeric"
            hint={t('categories.maxAgeHint')}
          />
          <SelectField name="proof" label={t('categories.proof')} options={PROOFS.map((p) => [p, proofText(p)])} />
          <SelectField
            name="takesPlace"
            label={t('categories.takesPlace')}
            options={[
              ['true', t('categories.takesPlaceYes')],
              ['false', t('categories.takesPlaceNo')],
            ]}
          />
          <FormField name="price" label={t('categories.price')} type="number" inputMode="decimal" step="0.01" min={0} />
        </div>
        <FormStatusNotice />
        <Button type="submit" variant="secondary" disabled={!form.canSubmit} busy={form.busy}>
          {category ? t('categories.changeButton') : t('categories.addButton')}
        </Button>
      </FormikForm>
    </>
  );
}

export function CategoriesSection({
  experienceId,
  currency,
  categories,
  owner,
}: {
  experienceId: number;
  currency: string;
  categories: PartnerCategory[];
  owner: boolean;
}) {
  const { t } = useTranslation('partner');
  const format = useFormat();
  const money = useMoney();
  const proofText = useProofText();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [editing, setEditing] = useState<number | null>(null);
  const [note, setNote] = useState<ActionNote | null>(null);
  const remove = async (category: PartnerCategory) => {
    setNote(null);
    try {
      await sessionsApi.deleteCategory(experienceId, category.id);
      setNote({ tone: 'success', text: t('categories.deleted', { label: category.label }) });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    } catch (error) {
      setNote(failedNote(error, t('schedule.failed')));
    }
  };
  const ages = (c: PartnerCategory) =>
    c.maxAge === null
      ? t('categories.agesFrom', { min: format.number(c.minAge) })
      : t('categories.ages', { min: format.number(c.minAge), max: format.number(c.maxAge) });
  return (
    <section className={sections.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sections.heading}>
        {t('categories.title')}
      </h2>
      <p className={sections.lead}>{t('categories.lead', { currency })}</p>
      <ul className={sections.list} aria-labelledby={headingId}>
        {categories.map((category) => (
          <li key={category.id} className={sections.row}>
            <div className={sections.rowText}>
              <p className={sections.name}>
                <bdi>{category.label}</bdi> · {money.charged(category.price, category.currency)}
              </p>
              <p className={sections.detail}>
                {t(`categories.residencies.${category.residency}`)} · {ages(category)} · {proofText(category.proof)}
              </p>
            </div>
            {owner && (
              <>
                <Button
                  variant="ghost"
                  aria-expanded={editing === category.id}
                  aria-label={t('categories.editLabel', { label: category.label })}
                  onClick={() => setEditing(editing === category.id ? null : category.id)}
                >
                  {t('categories.edit')}
                </Button>
                {!category.sold && (
                  <Button
                    variant="ghost"
                    onClick={() => void remove(category)}
                    aria-label={t('categories.deleteLabel', { label: category.label })}
                  >
                    {t('categories.delete')}
                  </Button>
                )}
              </>
            )}
            {owner && editing === category.id && (
              <div className={styles.editing}>
                <CategoryForm experienceId={experienceId} category={category} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {note && (
        <p role={note.tone === 'error' ? 'alert' : 'status'} className={sections.detail}>
          {note.text}
        </p>
      )}
      {owner && <CategoryForm experienceId={experienceId} />}
    </section>
  );
}
