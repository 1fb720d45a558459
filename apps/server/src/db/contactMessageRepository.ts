import type { SqlDatabase } from './sqlDatabase.js';

export type ContactType = 'support' | 'sales';

/** not_configured: no SMTP set up; pending: being sent; then sent or failed. */
export type ForwardStatus = 'not_configured' | 'pending' | 'sent' | 'failed';

export type NewContactMessage = {
  sessionId: string;
  createdAt: Date;
  type: ContactType;
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  forwardStatus: ForwardStatus;
};

export type StoredContactMessage = Omit<NewContactMessage, 'createdAt'> & {
  id: number;
  createdAt: string;
};

export type ContactMessageRepository = {
  add(message: NewContactMessage): Promise<number>;
  setForwardStatus(id: number, status: ForwardStatus): Promise<void>;
  list(): Promise<StoredContactMessage[]>;
};

export function contactMessageRepository({ kysely }: SqlDatabase): ContactMessageRepository {
  return {
    async add(m) {
      const row = await kysely
        .insertInto('contact_messages')
        .values({
          created_at: m.createdAt.toISOString(),
          session_id: m.sessionId,
          type: m.type,
          name: m.name,
          email: m.email,
          company: m.company,
          subject: m.subject,
          message: m.message,
          forward_status: m.forwardStatus,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async setForwardStatus(id, status) {
      await kysely
        .updateTable('contact_messages')
        .set({ forward_status: status })
        .where('id', '=', id)
        .execute();
    },
    async list() {
      const rows = await kysely.selectFrom('contact_messages').selectAll().orderBy('id').execute();
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        sessionId: row.session_id,
        type: row.type,
        name: row.name,
        email: row.email,
        company: row.company,
        subject: row.subject,
        message: row.message,
        forwardStatus: row.forward_status,
      }));
    },
  };
}
