import { paths } from '../../config/paths';
import { mission, teamText, values } from './data/aboutContent';

export function AboutPage() {
  return (
    <article className="page">
      <header className="page-intro">
        <h1>{paths.about.title}</h1>
        <p>Professional cash-flow management and forecasting tools for businesses of all sizes.</p>
      </header>
      <section className="section" aria-labelledby="about-mission">
        <h2 id="about-mission">Our Mission</h2>
        <p>{mission}</p>
      </section>
      <section className="section" aria-labelledby="about-values">
        <h2 id="about-values">Our Values</h2>
        <div className="card-grid">
          {values.map((value) => (
            <div className="card" key={value.title}>
              <h3>{value.title}</h3>
              <p>{value.description}</p>
            </div>
          ))}
        </div>
      </section>
      <section className="section" aria-labelledby="about-team">
        <h2 id="about-team">Our Team</h2>
        <p>{teamText}</p>
      </section>
    </article>
  );
}
