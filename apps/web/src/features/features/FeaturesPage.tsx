import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { featureList } from './data/featureList';

export function FeaturesPage() {
  return (
    <article className="page">
      <header className="page-intro">
        <h1>{paths.features.title}</h1>
        <p>Everything you need to understand, forecast and protect your cash.</p>
      </header>
      <section aria-label="Feature list" className="card-grid">
        {featureList.map((feature) => (
          <div className="card" key={feature.title}>
            <h2>{feature.title}</h2>
            <p>{feature.description}</p>
          </div>
        ))}
      </section>
      <p className="section">
        <Link className="button" to={paths.transactionAdd.path}>
          Get Started Free
        </Link>
      </p>
    </article>
  );
}
