// Layout for the short text pages (support, terms, privacy): the intro band, then readable prose.
import type { ReactNode } from 'react';
import { useFormat, useTranslation } from '@kemet/platform';
import '../../messages/shellPagesMessages';
import { PageIntro } from '../../ui/PageIntro';
import { usePageTitle } from '../../ui/usePageTitle';
import page from '../../ui/Page.module.css';

/** `updated` is the day as an ISO date (YYYY-MM-DD), shown in the page's language. */
export function InfoPage({
  title,
  lead,
  updated,
  children,
}: {
  title: string;
  lead: string;
  updated?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('shellPages');
  const format = useFormat();
  usePageTitle(title);
  return (
    <div className={page.page}>
      <PageIntro title={title} lead={lead} />
      <article className={`${page.card} ${page.prose}`}>
        {updated && (
          <p>
            <em>{t('lastUpdated', { date: format.date(`${updated}T12:00:00Z`) })}</em>
          </p>
        )}
        {children}
      </article>
    </div>
  );
}
