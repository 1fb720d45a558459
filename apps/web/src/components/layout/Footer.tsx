import { copyrightLine, phoneHref } from '@cashline/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCompanyFacts } from '../../lib/content/useCompanyFacts';
import { DollarIcon } from '../ui/icons';
import { NewsletterForm } from './NewsletterForm';
import { footerGroups } from './navLinks';

/** The frame's footer. Contact details and social links are the operator's, shown only when set. */
export function Footer() {
  const facts = useCompanyFacts();
  const [year] = useState(() => new Date().getFullYear());
  const hasContact =
    facts.phone !== undefined || facts.email !== undefined || facts.address.length > 0;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Link to={paths.dashboard.path} className="brand brand--footer">
            <span className="brand__mark">
              <DollarIcon size={18} />
            </span>
            <span className="brand__name">Cashline</span>
          </Link>
          <p className="site-footer__blurb">
            Professional cash flow management and forecasting tools for businesses of all sizes.
          </p>
          {hasContact && (
            <address className="site-footer__contact">
              {facts.phone !== undefined && <a href={phoneHref(facts.phone)}>{facts.phone}</a>}
              {facts.email !== undefined && <a href={`mailto:${facts.email}`}>{facts.email}</a>}
              {facts.address.length > 0 && (
                <span>
                  {facts.address.map((line) => (
                    <span key={line} className="site-footer__address-line">
                      {line}
                    </span>
                  ))}
                </span>
              )}
            </address>
          )}
          {facts.social.length > 0 && (
            <ul className="social-links" aria-label="Social media">
              {facts.social.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="social-links__link"
                  >
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title} className="site-footer__group">
            <h2 className="site-footer__heading">{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div className="site-footer__newsletter">
          <h2 className="site-footer__heading">Newsletter</h2>
          <NewsletterForm />
        </div>
      </div>
      <div className="site-footer__bottom">
        <p>{copyrightLine(facts, year)}</p>
      </div>
    </footer>
  );
}
