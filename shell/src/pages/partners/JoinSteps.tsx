// The three how-to-join steps on the partners page.
import { useFormat, useTranslation } from '@kemet/platform';
import '../../messages/shellPagesMessages';
import page from '../../ui/Page.module.css';
import styles from './PartnersPage.module.css';

const STEPS = ['form', 'review', 'start'] as const;

export function JoinSteps() {
  const { t } = useTranslation('shellPages');
  const format = useFormat();
  return (
    <section className={page.section} aria-labelledby="join-steps">
      <h2 id="join-steps" className={page.sectionTitle}>
        {t('partners.join')}
      </h2>
      <ol className={`${page.grid} ${page.grid3} ${styles.steps}`}>
        {STEPS.map((step, i) => (
          <li key={step} className={page.card}>
            <span className={styles.stepNumber} aria-hidden="true">
              {format.number(i + 1)}
            </span>
            <h3 className={page.cardTitle}>{t(`partners.steps.${step}.title`)}</h3>
            <p>{t(`partners.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
