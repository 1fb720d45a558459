import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmationCard } from '../../components/ui/ConfirmationCard';
import { DetailListCard } from '../../components/ui/DetailListCard';
import { businessHours } from '../../config/businessHours';
import { paths } from '../../config/paths';
import { ContactForm } from './ContactForm';
import { contactDetails, offices, stats } from './data/contactDetails';

export function ContactPage() {
  const [sent, setSent] = useState(false);
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
        <p>Questions about Cashline? {contactDetails.replyPromise}</p>
      </header>
      <div className="split">
        <div className="form">
          <section className="card" aria-labelledby="contact-details">
            <h2 id="contact-details">Get in Touch</h2>
            <h3>Office</h3>
            <address>
              {contactDetails.address.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
            <h3>Phone</h3>
            <p>
              <a href={`tel:${contactDetails.phone.replace(/[^+\d]/g, '')}`}>
                {contactDetails.phone}
              </a>
            </p>
            <h3>Email</h3>
            <p>
              <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
            </p>
          </section>
          <DetailListCard
            title="Business Hours"
            rows={businessHours.map((row) => ({ term: row.days, detail: row.hours }))}
          />
        </div>
        {sent ? (
          <ConfirmationCard
            title="Message Sent!"
            againLabel="Send Another Message"
            onAgain={() => setSent(false)}
          >
            <p>Thank you for contacting us. {contactDetails.replyPromise}</p>
          </ConfirmationCard>
        ) : (
          <ContactForm onSent={() => setSent(true)} />
        )}
      </div>
      <section className="stats-banner" aria-label="Cashline in numbers">
        {stats.map((stat) => (
          <p key={stat.label}>
            <strong>{stat.value}</strong> {stat.label}
          </p>
        ))}
      </section>
      <section className="section" aria-labelledby="contact-offices">
        <h2 id="contact-offices">Our Offices</h2>
        <div className="card-grid">
          {offices.map((office) => (
            <div className="card" key={office.name}>
              <h3>{office.name}</h3>
              <p className="badge badge--primary">{office.role}</p>
              <address>
                {office.address.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
                {office.phone}
              </address>
            </div>
          ))}
        </div>
      </section>
    </article>
  );
}
