import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

export function NotFoundPage() {
  return (
    <section className="page">
      <h1>Page Not Found</h1>
      <p>The page you are looking for does not exist.</p>
      <Link className="button" to={paths.dashboard.path}>
        Back to Dashboard
      </Link>
    </section>
  );
}
