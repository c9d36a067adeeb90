// About us: who Kemet is, its mission, and the team.
import { PageIntro } from '../../ui/PageIntro';
import { usePageTitle } from '../../ui/usePageTitle';
import page from '../../ui/Page.module.css';
import { TEAM } from './team';
import styles from './AboutPage.module.css';

export function AboutPage() {
  usePageTitle('About us');
  return (
    <div className={page.page}>
      <PageIntro
        eyebrow="About Kemet"
        title="Egypt, through the eyes of the people who know it best"
        lead="Kemet, the ancient name of Egypt, connects travelers with local guides, operators and venues, from sound-and-light shows at Giza to sunrise balloon rides over Luxor."
      />
      <section className={`${page.section} ${styles.mission}`} aria-labelledby="mission">
        <h2 id="mission" className={page.sectionTitle}>
          Our mission
        </h2>
        <p className={page.sectionLead}>
          We believe the best way to discover Egypt is with the people who live here. Our mission is to make it simple to find, compare and book
          authentic experiences run by trusted local partners, and to make sure that the value of every trip stays with the communities that make it
          memorable.
        </p>
        <p className={page.sectionLead}>
          Every partner on Kemet is reviewed by our team before their first event goes live, every price is shown up front, and our support team
          answers in English and Arabic.
        </p>
      </section>
      <section className={page.section} aria-labelledby="team">
        <h2 id="team" className={page.sectionTitle}>
          Meet the team
        </h2>
        <ul className={styles.team}>
          {TEAM.map((member) => (
            <li key={member.name} className={`${page.card} ${styles.member}`}>
              <img src={member.avatar} width={120} height={120} alt="" loading="lazy" className={styles.avatar} />
              <h3 className={styles.name}>{member.name}</h3>
              <p className={styles.role}>{member.role}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
