import { useState } from 'react';
import type { FormEvent } from 'react';
import { ChoiceField, MessageField, TextField } from '../../components/form/FormFields';
import { ConfirmationCard } from '../../components/ui/ConfirmationCard';
import { DetailListCard } from '../../components/ui/DetailListCard';
import { paths } from '../../config/paths';
import { useCompanyFacts } from '../../lib/content/useCompanyFacts';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, supportChannels } from './data/supportOptions';
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
  const facts = useCompanyFacts();
  const channels = supportChannels(facts);

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
              Your reference is <strong>{reference}</strong>. Keep it for any follow-up.
            </p>
          </ConfirmationCard>
        ) : (
          <form className="form card" onSubmit={onSubmit} aria-labelledby="support-form-title">
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
            <div>
              <button className="button" type="submit">
                Submit Request
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
