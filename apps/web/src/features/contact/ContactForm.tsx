import { useState } from 'react';
import type { FormEvent } from 'react';
import { sendContactMessage } from '../../lib/api/sendContactMessage';
import type { ContactMessage, ContactMessageType } from '../../lib/api/sendContactMessage';
import { messageTypes } from './data/contactDetails';

const emptyMessage: ContactMessage = {
  name: '',
  email: '',
  company: '',
  subject: '',
  message: '',
  type: 'support',
};

type ContactFormProps = { onSent: () => void };

/** The message form of the contact page (app.md sections 2, 4, 5 and 8). */
export function ContactForm({ onSent }: ContactFormProps) {
  const [form, setForm] = useState<ContactMessage>(emptyMessage);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function update<K extends keyof ContactMessage>(key: K, value: ContactMessage[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError(null);
    const result = await sendContactMessage(form);
    setSending(false);
    if (result.ok) {
      setForm(emptyMessage);
      onSent();
    } else {
      setError(result.error);
    }
  }

  return (
    <form className="form card" onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <label className="field">
        Message Type
        <select
          value={form.type}
          onChange={(e) => update('type', e.target.value as ContactMessageType)}
        >
          {messageTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </label>
      <div className="form-grid">
        <label className="field">
          Full Name*
          <input
            required
            autoComplete="name"
            value={form.name}
            onChange={(e) => update('name', e.target.value)}
          />
        </label>
        <label className="field">
          Email Address*
          <input
            required
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => update('email', e.target.value)}
          />
        </label>
      </div>
      <div className="form-grid">
        <label className="field">
          Company
          <input
            autoComplete="organization"
            value={form.company}
            onChange={(e) => update('company', e.target.value)}
          />
        </label>
        <label className="field">
          Subject*
          <input
            required
            value={form.subject}
            onChange={(e) => update('subject', e.target.value)}
          />
        </label>
      </div>
      <label className="field">
        Message*
        <textarea
          required
          rows={6}
          value={form.message}
          onChange={(e) => update('message', e.target.value)}
        />
      </label>
      <div>
        <button className="button" type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
