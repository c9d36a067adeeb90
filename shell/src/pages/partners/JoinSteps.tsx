// The three how-to-join steps on the partners page.
import page from '../../ui/Page.module.css';
import styles from './PartnersPage.module.css';

const STEPS = [
  { title: 'Fill the form', text: 'Tell us about your business, what you offer travelers and why you would like to work with Kemet.' },
  { title: 'We review and reach out', text: 'Our partnerships team reviews every application and contacts you within five working days.' },
  { title: 'Start collaborating', text: 'Once we agree on the details, your events and tours go live on Kemet for travelers to book.' },
];

export function JoinSteps() {
  return (
    <section className={page.section} aria-labelledby="join-steps">
      <h2 id="join-steps" className={page.sectionTitle}>
        How to join
      </h2>
      <ol className={`${page.grid} ${page.grid3} ${styles.steps}`}>
        {STEPS.map((step, i) => (
          <li key={step.title} className={page.card}>
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            <h3 className={page.cardTitle}>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
