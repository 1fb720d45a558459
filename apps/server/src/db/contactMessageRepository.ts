import type { Database } from 'better-sqlite3';

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
  add(message: NewContactMessage): number;
  setForwardStatus(id: number, status: ForwardStatus): void;
  list(): StoredContactMessage[];
};

type Row = {
  id: number;
  created_at: string;
  session_id: string;
  type: ContactType;
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  forward_status: ForwardStatus;
};

export function sqliteContactMessageRepository(db: Database): ContactMessageRepository {
  const insert = db.prepare(
    `INSERT INTO contact_messages
       (created_at, session_id, type, name, email, company, subject, message, forward_status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const updateStatus = db.prepare('UPDATE contact_messages SET forward_status = ? WHERE id = ?');
  const selectAll = db.prepare('SELECT * FROM contact_messages ORDER BY id');

  return {
    add(m) {
      const result = insert.run(
        m.createdAt.toISOString(),
        m.sessionId,
        m.type,
        m.name,
        m.email,
        m.company,
        m.subject,
        m.message,
        m.forwardStatus,
      );
      return Number(result.lastInsertRowid);
    },
    setForwardStatus(id, status) {
      updateStatus.run(status, id);
    },
    list() {
      return (selectAll.all() as Row[]).map((row) => ({
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
