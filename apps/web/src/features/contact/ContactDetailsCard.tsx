import { phoneHref } from '@cashline/core';
import type { CompanyFacts } from '@cashline/core';

/** The operator's address, phone and e-mail; nothing when none is configured. */
export function ContactDetailsCard({ facts }: { facts: CompanyFacts }) {
  const { address, phone, email } = facts;
  if (address.length === 0 && phone === undefined && email === undefined) return null;
  return (
    <section className="card" aria-labelledby="contact-details">
      <h2 id="contact-details">Get in Touch</h2>
      {address.length > 0 && (
        <>
          <h3>Office</h3>
          <address>
            {address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </>
      )}
      {phone !== undefined && (
        <>
          <h3>Phone</h3>
          <p>
            <a href={phoneHref(phone)}>{phone}</a>
          </p>
        </>
      )}
      {email !== undefined && (
        <>
          <h3>Email</h3>
          <p>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        </>
      )}
    </section>
  );
}
