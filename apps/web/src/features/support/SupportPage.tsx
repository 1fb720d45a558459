import { useState } from 'react';
import type { FormEvent } from 'react';
import { ChoiceField, MessageField, TextField } from '../../components/form/FormFields';
import { ConfirmationCard } from '../../components/ui/ConfirmationCard';
import { DetailListCard } from '../../components/ui/DetailListCard';
import { paths } from '../../config/paths';
import { useCompanyFacts } from '../../lib/content/useCompanyFacts';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, supportChannels } from './data/supportOptions';
import { supportMessage } from './supportMessage';
import type { SupportRequest } from './supportMessage';
import { supportReference } from './supportReference';
import { sendContactMessage } from '../../lib/api/sendContactMessage';

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
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const facts = useCompanyFacts();
  const channels = supportChannels(facts);

  function update<K extends keyof SupportRequest>(key: K, value: SupportRequest[K]) {
    setRequest((current) => ({ ...current, [key]: value }));
  }

  // The request is stored with the contact messages (app.md said nothing was sent; a form that
  // confirms a request no one receives is what issue #25 removes).
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = supportReference(Date.now());
    setSending(true);
    setError(null);
    const result = await sendContactMessage(supportMessage(request, next));
    setSending(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setReference(next);
    setRequest(emptyRequest);
  }

  return (
    <article className="page">
      <header className="page-intro">
        <h1>{paths.support.title}</h1>
        <p>Our team is here to help. Choose a channel or send us a request.</p>
      </header>
      {channels.length > 0 && (
        <section aria-label="Contact channels" className="card-grid">
          {channels.map((channel) => (
            <div className="card" key={channel.title}>
              <h2>{channel.title}</h2>
              <p>
                {channel.description} <a href={channel.href}>{channel.label}</a>
              </p>
            </div>
          ))}
        </section>
      )}
      <div className="split section">
        {reference ? (
          <ConfirmationCard
            title="Request Submitted"
            againLabel="Submit Another Request"
            onAgain={() => setReference(null)}
          >
            <p>
              We have your request. Your reference is <strong>{reference}</strong>. Keep it for any
              follow-up.
            </p>
          </ConfirmationCard>
        ) : (
          <form
            className="form card"
            onSubmit={(event) => void onSubmit(event)}
            aria-labelledby="support-form-title"
          >
            <h2 id="support-form-title">Submit a Request</h2>
            <div className="form-grid">
              <TextField
                label="Name*"
                required
                autoComplete="name"
                value={request.name}
                onChange={(name) => update('name', name)}
              />
              <TextField
                label="Email*"
                required
                type="email"
                autoComplete="email"
                value={request.email}
                onChange={(email) => update('email', email)}
              />
            </div>
            <TextField
              label="Subject*"
              required
              value={request.subject}
              onChange={(subject) => update('subject', subject)}
            />
            <div className="form-grid">
              <ChoiceField
                label="Category"
                value={request.category}
                options={SUPPORT_CATEGORIES}
                onChange={(category) => update('category', category)}
              />
              <ChoiceField
                label="Priority"
                value={request.priority}
                options={SUPPORT_PRIORITIES}
                onChange={(priority) => update('priority', priority)}
              />
            </div>
            <MessageField
              label="Message*"
              value={request.message}
              onChange={(message) => update('message', message)}
            />
            {error ? (
              <p className="banner banner--error" role="alert">
                {error}
              </p>
            ) : null}
            <div>
              <button className="button" type="submit" disabled={sending}>
                {sending ? 'Sending...' : 'Submit Request'}
              </button>
            </div>
          </form>
        )}
        {facts.hours.length > 0 && (
          <div className="form">
            <DetailListCard
              title="Support Hours"
              rows={facts.hours.map((row) => ({ term: row.days, detail: row.hours }))}
            />
          </div>
        )}
      </div>
    </article>
  );
}
