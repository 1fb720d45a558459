import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Accordion } from '../../components/ui/Accordion';
import { paths } from '../../config/paths';
import { helpFaq, searchHelpFaq } from './data/helpFaq';

const quickLinks = [
  {
    to: paths.documentation.path,
    title: paths.documentation.title,
    text: 'Guides to every part of Cashline.',
  },
  { to: paths.tutorials.path, title: paths.tutorials.title, text: 'Short videos, step by step.' },
  { to: paths.support.path, title: paths.support.title, text: 'Ask our team for help.' },
];

export function HelpCenterPage() {
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchHelpFaq(helpFaq, query), [query]);
  const items = results.map((entry) => ({
    id: entry.id,
    title: entry.question,
    body: entry.answer,
  }));

  return (
    <article className="page">
      <header className="page-intro">
        <h1>{paths.help.title}</h1>
        <p>Answers to common questions about Cashline.</p>
      </header>
      <div className="filters" role="search">
        <label className="field">
          Search help articles
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
      </div>
      <section className="section" aria-labelledby="help-faq">
        <h2 id="help-faq">Frequently Asked Questions</h2>
        <p className="muted" aria-live="polite">
          {results.length === 1 ? '1 article' : `${results.length} articles`}
        </p>
        {results.length === 0 ? (
          <p>No articles match your search.</p>
        ) : (
          // Keyed on the query so a new search starts with every entry closed.
          <Accordion key={query} items={items} />
        )}
      </section>
      <section className="section" aria-labelledby="help-links">
        <h2 id="help-links">More Help</h2>
        <div className="card-grid">
          {quickLinks.map((link) => (
            <div className="card" key={link.to}>
              <h3>
                <Link to={link.to}>{link.title}</Link>
              </h3>
              <p>{link.text}</p>
            </div>
          ))}
        </div>
      </section>
    </article>
  );
}
