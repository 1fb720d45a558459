import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';

const mainLinks = [
  { to: paths.dashboard.path, label: 'Dashboard', end: true },
  { to: paths.transactions.path, label: 'Transactions' },
  { to: paths.integration.path, label: 'Integration' },
  { to: paths.reports.path, label: 'Reports' },
  { to: paths.features.path, label: 'Features' },
  { to: paths.pricing.path, label: 'Pricing' },
  { to: paths.about.path, label: 'About' },
  { to: paths.help.path, label: 'Help' },
];

const analyticsLinks = [
  { to: paths.inflows.path, label: 'Cash Inflows' },
  { to: paths.outflows.path, label: 'Cash Outflows' },
  { to: paths.runway.path, label: 'Cash Runway' },
  { to: paths.forecast.path, label: '13-Week Forecast' },
];

export function Header() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={paths.dashboard.path} className="brand">
          <span aria-hidden="true" className="brand__mark">
            $
          </span>
          Cashline
        </Link>
        <nav aria-label="Main" className="site-nav">
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end ?? false}>
              {link.label}
            </NavLink>
          ))}
          {analyticsLinks.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  );
}
