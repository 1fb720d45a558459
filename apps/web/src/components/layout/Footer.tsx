import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { DollarIcon } from '../ui/icons';
import { NewsletterForm } from './NewsletterForm';
import { contactDetails, footerGroups, socialLinks } from './navLinks';

export function Footer() {
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
          <address className="site-footer__contact">
            <a href={contactDetails.phoneHref}>{contactDetails.phone}</a>
            <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
            <span>
              {contactDetails.address.map((line) => (
                <span key={line} className="site-footer__address-line">
                  {line}
                </span>
              ))}
            </span>
          </address>
          <ul className="social-links" aria-label="Social media">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${link.label} (opens in a new tab)`}
                  className="social-links__link"
                >
                  <span aria-hidden="true">{link.short}</span>
                </a>
              </li>
            ))}
          </ul>
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
        <p>© 2024 Cashline. All rights reserved.</p>
      </div>
    </footer>
  );
}
