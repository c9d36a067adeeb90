// Contact us: how to reach the team, and the contact form.
import { PageIntro } from '../../ui/PageIntro';
import { usePageTitle } from '../../ui/usePageTitle';
import page from '../../ui/Page.module.css';
import { ContactForm } from './ContactForm';

export function ContactPage() {
  usePageTitle('Contact us');
  return (
    <div className={page.page}>
      <PageIntro
        eyebrow="We are here to help"
        title="Contact us"
        lead="Questions about an event, a custom itinerary or a booking? Write to us and a member of our Cairo team will answer within one working day."
      />
      <div className={`${page.grid} ${page.grid2}`}>
        <section className={page.section} aria-labelledby="contact-ways">
          <h2 id="contact-ways" className={page.sectionTitle}>
            Other ways to reach us
          </h2>
          <p className={page.sectionLead}>
            Email <a href="mailto:support@kemet.example">support@kemet.example</a> or call <a href="tel:+20223456789">+20 2 2345 6789</a>, Sunday to
            Thursday, 9:00 to 18:00 Cairo time.
          </p>
          <p className={page.sectionLead}>
            Our office is at 14 Corniche El Nil, Garden City, Cairo. Visits are by appointment, so please write first.
          </p>
        </section>
        <div>
          <ContactForm />
        </div>
      </div>
    </div>
  );
}
