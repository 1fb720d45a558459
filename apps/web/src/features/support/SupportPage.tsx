import { useState } from 'react';
import type { FormEvent } from 'react';
import { paths } from '../../config/paths';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_PRIORITIES,
  responseTimes,
  supportChannels,
  supportHours,
} from './data/supportOptions';
import type { SupportCategory, SupportPriority } from './data/supportOptions';
import { supportReference } from './supportReference';

type SupportRequest = {
  name: string;
  email: string;
  subject: string;
  priority: SupportPriority;
  category: SupportCategory;
  message: string;
};

const emptyRequest: SupportRequest = {
  name: '',
  email: '',
  subject: '',
  priority: 'medium',
  category: 'general',
  message: '',
};

export function SupportPage() {
  const [request, setRequest] = useState<SupportRequest>(emptyRequest);
  const [reference, setReference] = useState<string | null>(null);

  function update<K extends keyof SupportRequest>(key: K, value: SupportRequest[K]) {
    setRequest((current) => ({ ...current, [key]: value }));
  }

  // Nothing is sent (app.md section 2): the request only gets a local reference.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setReference(supportReference(Date.now()));
    setRequest(emptyRequest);
  }

  return (
    <article className="page">
      <header className="page-intro">
        <h1>{paths.support.title}</h1>
        <p>Our team is here to help. Choose a channel or send us a request.</p>
      </header>
      <section aria-label="Contact channels" className="card-grid">
        {supportChannels.map((channel) => (
          <div className="card" key={channel.title}>
            <h2>{channel.title}</h2>
            <p>{channel.description}</p>
            <p className="muted">{channel.availability}</p>
          </div>
        ))}
      </section>
      <div className="split section">
        {reference ? (
          <section className="card confirmation" aria-live="polite">
            <h2>Request Submitted</h2>
            <p>
              Your reference is <strong>{reference}</strong>. Keep it for any follow-up.
            </p>
            <button className="button" type="button" onClick={() => setReference(null)}>
              Submit Another Request
            </button>
          </section>
        ) : (
          <form className="form card" onSubmit={onSubmit} aria-labelledby="support-form-title">
            <h2 id="support-form-title">Submit a Request</h2>
            <div className="form-grid">
              <label className="field">
                Name*
                <input
                  required
                  autoComplete="name"
                  value={request.name}
                  onChange={(e) => update('name', e.target.value)}
                />
              </label>
              <label className="field">
                Email*
                <input
                  required
                  type="email"
                  autoComplete="email"
                  value={request.email}
                  onChange={(e) => update('email', e.target.value)}
                />
              </label>
            </div>
            <label className="field">
              Subject*
              <input
                required
                value={request.subject}
                onChange={(e) => update('subject', e.target.value)}
              />
            </label>
            <div className="form-grid">
              <label className="field">
                Category
                <select
                  value={request.category}
                  onChange={(e) => update('category', e.target.value as SupportCategory)}
                >
                  {SUPPORT_CATEGORIES.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                Priority
                <select
                  value={request.priority}
                  onChange={(e) => update('priority', e.target.value as SupportPriority)}
                >
                  {SUPPORT_PRIORITIES.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <label className="field">
              Message*
              <textarea
                required
                rows={6}
                value={request.message}
                onChange={(e) => update('message', e.target.value)}
              />
            </label>
            <div>
              <button className="button" type="submit">
                Submit Request
              </button>
            </div>
          </form>
        )}
        <div className="form">
          <section className="card" aria-labelledby="support-response">
            <h2 id="support-response">Response Times</h2>
            <dl className="detail-list">
              {responseTimes.map((row) => (
                <div key={row.priority}>
                  <dt>{row.priority}</dt>
                  <dd>{row.time}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="card" aria-labelledby="support-hours">
            <h2 id="support-hours">Support Hours</h2>
            <dl className="detail-list">
              {supportHours.map((row) => (
                <div key={row.days}>
                  <dt>{row.days}</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </article>
  );
}
