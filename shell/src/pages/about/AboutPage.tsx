// About us: who Kemet is, its mission, and the team.
import { useTranslation } from '@kemet/platform';
import '../../messages/shellPagesMessages';
import { PageIntro } from '../../ui/PageIntro';
import { usePageTitle } from '../../ui/usePageTitle';
import page from '../../ui/Page.module.css';
import { TEAM } from './team';
import styles from './AboutPage.module.css';

export function AboutPage() {
  const { t } = useTranslation('shellPages');
  usePageTitle(t('about.title'));
  return (
    <div className={page.page}>
      <PageIntro eyebrow={t('about.eyebrow')} title={t('about.heading')} lead={t('about.lead')} />
      <section className={`${page.section} ${styles.mission}`} aria-labelledby="mission">
        <h2 id="mission" className={page.sectionTitle}>
          {t('about.mission')}
        </h2>
        <p className={page.sectionLead}>{t('about.missionText')}</p>
        <p className={page.sectionLead}>{t('about.promise')}</p>
      </section>
      <section className={page.section} aria-labelledby="team">
        <h2 id="team" className={page.sectionTitle}>
          {t('about.team')}
        </h2>
        <ul className={styles.team}>
          {TEAM.map((member) => (
            <li key={member.key} className={`${page.card} ${styles.member}`}>
              <img src={member.avatar} width={120} height={120} alt="" loading="lazy" className={styles.avatar} />
              <h3 className={styles.name}>{t(`about.members.${member.key}.name`)}</h3>
              <p className={styles.role}>{t(`about.members.${member.key}.role`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
