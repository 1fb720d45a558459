import { useState } from 'react';
import { paths } from '../../config/paths';
import { docResources, docSections } from './data/docSections';
import type { DocSection } from './data/docSections';

export function DocumentationPage() {
  const [activeId, setActiveId] = useState<DocSection['id']>('getting-started');
  const active = docSections.find((section) => section.id === activeId) ?? docSections[0];

  return (
    <article className="page">
      <header className="page-intro">
        <h1>{paths.documentation.title}</h1>
        <p>Everything you need to know to get the most out of Cashline.</p>
      </header>
      <div className="sidebar-layout">
        <nav aria-label="Documentation sections" className="card sidebar-nav">
          {docSections.map((section) => (
            <button
              key={section.id}
              type="button"
              aria-current={section.id === activeId}
              onClick={() => setActiveId(section.id)}
            >
              {section.title}
            </button>
          ))}
        </nav>
        {active && (
          <section className="card" aria-labelledby="doc-section-title">
            <h2 id="doc-section-title">{active.title}</h2>
            <p className="muted">{active.summary}</p>
            {active.topics.map((topic) => (
              <div key={topic.heading}>
                <h3>{topic.heading}</h3>
                <p>{topic.text}</p>
              </div>
            ))}
          </section>
        )}
      </div>
      <section className="section" aria-labelledby="doc-resources">
        <h2 id="doc-resources">More Resources</h2>
        <div className="card-grid">
          {docResources.map((resource) => (
            <div className="card" key={resource.title}>
              <h3>{resource.title}</h3>
              <p>{resource.description}</p>
              <p className="muted">Coming soon</p>
            </div>
          ))}
        </div>
      </section>
    </article>
  );
}
