import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { mailRepository } from './repository.ts';

/** `expiresAt`: when the link in the mail stops working; retention deletes the outbox row after it. */
export type Mail = { to: string; subject: string; text: string; expiresAt?: Date };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Every mail is kept in `mail_outbox` until its link expires (the retention job deletes it then). With an SMTP URL it is also sent
 * through nodemailer; without one it is logged, with its text (and so its links) only when
 * `logBodies` is set: the terminal of a local install is its only inbox.
 *
 * `send` resolves once the mail is in the outbox; SMTP delivers it afterwards. A request that sends
 * mail does not wait for the relay: forgot-password must answer as soon for an address with an
 * account as for one without, and a slow relay took hundreds of milliseconds.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; logger: FastifyBaseLogger; logBodies: boolean }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      await mailRepository.addToOutbox(options.db, { ...mail, transport: transport ? 'smtp' : 'outbox', expiresAt: mail.expiresAt ?? null });
      if (transport) {
        transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text }).catch((err: unknown) => {
          // Mail is best effort for the request that triggered it; the outbox row keeps the message.
          options.logger.error({ err, to: mail.to }, 'SMTP delivery failed');
        });
      } else {
        const text = options.logBodies ? `:\n${mail.text}` : '; its text is in the mail_outbox table';
        options.logger.info({ to: mail.to, subject: mail.subject }, `mail (outbox)${text}`);
      }
    },
  };
}
