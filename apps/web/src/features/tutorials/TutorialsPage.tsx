import { useState } from 'react';
import { paths } from '../../config/paths';
import {
  categoryLabels,
  filterTutorials,
  learningPaths,
  TUTORIAL_CATEGORIES,
  tutorials,
} from './data/tutorials';
import type { TutorialFilter } from './data/tutorials';

const viewCount = new Intl.NumberFormat('en-US');

function isCategory(value: string): value is TutorialFilter['category'] {
  return value === 'all' || (TUTORIAL_CATEGORIES as readonly string[]).includes(value);
}

export function TutorialsPage() {
  const [filter, setFilter] = useState<TutorialFilter>({ query: '', category: 'all' });
  const shown = filterTutorials(tutorials, filter);

  return (
    <article className="page">
      <header className="page-intro">
        <h1>{paths.tutorials.title}</h1>
        <p>Short videos that walk you through Cashline, step by step.</p>
      </header>
      <div className="filters" role="search">
        <label className="field">
          Search tutorials
          <input
            type="search"
            value={filter.query}
            onChange={(e) => setFilter({ ...filter, query: e.target.value })}
          />
        </label>
        <label className="field">
          Category
          <select
            value={filter.category}
            onChange={(e) => {
              const category = e.target.value;
              if (isCategory(category)) setFilter({ ...filter, category });
            }}
          >
            <option value="all">All Categories</option>
            {TUTORIAL_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabels[category]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <section aria-labelledby="tutorial-videos">
        <h2 id="tutorial-videos">Videos</h2>
        <p className="muted" aria-live="polite">
          {shown.length === 1 ? '1 tutorial' : `${shown.length} tutorials`}
        </p>
        {shown.length === 0 ? (
          <p>No tutorials match your search.</p>
        ) : (
          <ul className="card-grid plain-list" aria-label="Tutorial videos">
            {shown.map((tutorial) => (
              <li className="card" key={tutorial.id}>
                <h3>{tutorial.title}</h3>
                <p>{tutorial.description}</p>
                <p className="meta-row">
                  <span className={`badge badge--${tutorial.difficulty.toLowerCase()}`}>
                    {tutorial.difficulty}
                  </span>
                  <span>{categoryLabels[tutorial.category]}</span>
                  <span>{tutorial.duration}</span>
                </p>
                <p className="meta-row">
                  <span>
                    <span aria-hidden="true">★ </span>
                    {tutorial.rating} / 5
                  </span>
                  <span>{viewCount.format(tutorial.views)} views</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="section" aria-labelledby="learning-paths">
        <h2 id="learning-paths">Learning Paths</h2>
        <div className="card-grid">
          {learningPaths.map((path) => (
            <div className="card" key={path.title}>
              <h3>{path.title}</h3>
              <p className="muted">{path.description}</p>
              <ol>
                {path.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </section>
    </article>
  );
}
