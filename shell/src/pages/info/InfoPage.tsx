// Layout for the short text pages (support, terms, privacy): the intro band, then readable prose.
import type { ReactNode } from 'react';
import { PageIntro } from '../../ui/PageIntro';
import { usePageTitle } from '../../ui/usePageTitle';
import page from '../../ui/Page.module.css';

export function InfoPage({ title, lead, updated, children }: { title: string; lead: string; updated?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className={page.page}>
      <PageIntro title={title} lead={lead} />
      <article className={`${page.card} ${page.prose}`}>
        {updated && (
          <p>
            <em>Last updated {updated}.</em>
          </p>
        )}
        {children}
      </article>
    </div>
  );
}
