import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmationCard } from '../../components/ui/ConfirmationCard';
import { DetailListCard } from '../../components/ui/DetailListCard';
import { paths } from '../../config/paths';
import { useCompanyFacts } from '../../lib/content/useCompanyFacts';
import { ContactDetailsCard } from './ContactDetailsCard';
import { ContactForm } from './ContactForm';

/** The contact page: the message form, and the operator's contact facts where configured. */
export function ContactPage() {
  const [sent, setSent] = useState(false);
  const facts = useCompanyFacts();
  return (
    <article className="page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.dashboard.path}>Home</Link>
          </li>
          <li aria-current="page">{paths.contact.title}</li>
        </ol>
      </nav>
      <header className="page-intro">
        <h1>{paths.contact.title}</h1>
        <p>Questions about {facts.name}? Send us a message.</p>
      </header>
      <div className="split">
        <div className="form">
          <ContactDetailsCard facts={facts} />
          {facts.hours.length > 0 && (
            <DetailListCard
              title="Business Hours"
              rows={facts.hours.map((row) => ({ term: row.days, detail: row.hours }))}
            />
          )}
        </div>
        {sent ? (
          <ConfirmationCard
            title="Message Sent!"
            againLabel="Send Another Message"
            onAgain={() => setSent(false)}
          >
            <p>Thank you for contacting us.</p>
          </ConfirmationCard>
        ) : (
          <ContactForm onSent={() => setSent(true)} />
        )}
      </div>
      {facts.stats.length > 0 && (
        <section className="stats-banner" aria-label={`${facts.name} in numbers`}>
          {facts.stats.map((stat) => (
            <p key={stat.label}>
              <strong>{stat.value}</strong> {stat.label}
            </p>
          ))}
        </section>
      )}
    </article>
  );
}
