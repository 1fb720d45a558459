import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

type PlaceholderPageProps = { title: string; description: string };

/** A page that is planned but not built yet: title, description, Coming Soon, and a way back. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <section className="page placeholder">
      <h1>{title}</h1>
      <p>{description}</p>
      <p className="placeholder__soon">Coming Soon</p>
      <Link className="button" to={paths.dashboard.path}>
        Back to Dashboard
      </Link>
    </section>
  );
}
