import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__links">
        <Link to={paths.transactions.path}>Transactions</Link>
        <Link to={paths.reports.path}>Reports</Link>
        <Link to={paths.forecast.path}>Forecasting</Link>
        <Link to={paths.help.path}>Help</Link>
        <Link to={paths.privacy.path}>Privacy</Link>
        <Link to={paths.terms.path}>Terms</Link>
      </nav>
      <p>© 2024 Cashline. All rights reserved.</p>
    </footer>
  );
}
