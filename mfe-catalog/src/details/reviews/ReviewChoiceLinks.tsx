// The reviews' language filter and sort as links to the page's address: they work before and without the page's
// code, and in place once it is live.
import { Link, useLocation, useTranslation } from '@kemet/platform';
import '../../messages/catalogMessages';
import { searchWith, type ReviewChoice } from './reviewChoice';
import styles from './Reviews.module.css';

interface Option {
  key: string;
  label: string;
  /** The label's own language, where it differs from the page's (a language's name in that language). */
  lang?: string;
  change: Partial<ReviewChoice>;
  current: boolean;
}

function LinkGroup({ label, options }: { label: string; options: Option[] }) {
  const { search } = useLocation();
  return (
    <nav className={styles.choiceGroup} aria-label={label}>
      <span className={styles.choiceLabel} aria-hidden="true">
        {label}
      </span>
      {options.map((option) => (
        <Link
          key={option.key}
          to={{ search: searchWith(search, option.change) }}
          preventScrollReset
          className={styles.chip}
          aria-current={option.current ? 'true' : undefined}
          lang={option.lang}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}

export function ReviewChoiceLinks({ choice }: { choice: ReviewChoice }) {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.choices}>
      <LinkGroup
        label={t('reviews.languageFilter')}
        options={[
          { key: 'all', label: t('reviews.allLanguages'), change: { language: undefined }, current: !choice.language },
          { key: 'en', label: 'English', lang: 'en', change: { language: 'en' }, current: choice.language === 'en' },
          { key: 'ar', label: 'العربية', lang: 'ar', change: { language: 'ar' }, current: choice.language === 'ar' },
        ]}
      />
      <LinkGroup
        label={t('reviews.sortBy')}
        options={(['newest', 'helpful'] as const).map((sort) => ({
          key: sort,
          label: t(`reviews.sort.${sort}`),
          change: { sort },
          current: choice.sort === sort,
        }))}
      />
    </div>
  );
}
