import { useState } from 'react';
import type { FormEvent } from 'react';
import { sendContactMessage } from '../../lib/api/sendContactMessage';
import type { ContactMessage } from '../../lib/api/sendContactMessage';
import { ChoiceField, MessageField, TextField } from '../../components/form/FormFields';
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
      <ChoiceField
        label="Message Type"
        value={form.type}
        options={messageTypes}
        onChange={(type) => update('type', type)}
      />
      <div className="form-grid">
        <TextField
          label="Full Name*"
          required
          autoComplete="name"
          value={form.name}
          onChange={(name) => update('name', name)}
        />
        <TextField
          label="Email Address*"
          required
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(email) => update('email', email)}
        />
      </div>
      <div className="form-grid">
        <TextField
          label="Company"
          autoComplete="organization"
          value={form.company}
          onChange={(company) => update('company', company)}
        />
        <TextField
          label="Subject*"
          required
          value={form.subject}
          onChange={(subject) => update('subject', subject)}
        />
      </div>
      <MessageField
        label="Message*"
        value={form.message}
        onChange={(message) => update('message', message)}
      />
      <div>
        <button className="button" type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
