// The opening band of a shell page: a small eyebrow, the page's heading (h1), a lead paragraph, optional actions.
import type { ReactNode } from 'react';
import styles from './PageIntro.module.css';

export interface PageIntroProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </header>
  );
}
