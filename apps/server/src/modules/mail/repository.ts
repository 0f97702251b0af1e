import type { Executor } from '../../db/database.ts';

export const mailRepository = {
  addToOutbox(db: Executor, mail: { to: string; subject: string; text: string; transport: 'smtp' | 'outbox'; expiresAt: Date | null }) {
    return db
      .insertInto('mail_outbox')
      .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, transport: mail.transport, expires_at: mail.expiresAt })
      .execute();
  },
};
