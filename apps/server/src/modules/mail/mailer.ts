import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { mailRepository, type OutboxMail } from './repository.ts';

/** `expiresAt`: when the link in the mail stops working; retention deletes the outbox row after it. */
export type Mail = { to: string; subject: string; text: string; expiresAt?: Date };
export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** Tries again the SMTP mails whose delivery failed or was cut off; how many were delivered. */
  deliverDue(): Promise<number>;
};

/** Tries of one mail before it is left in the outbox undelivered (about three hours with the default backoff). */
const MAX_ATTEMPTS = 8;
const BATCH = 50;

/**
 * Every mail is kept in `mail_outbox` until its link expires (the retention job deletes it then). With an SMTP URL it is also sent
 * through nodemailer; without one it is logged, with its text (and so its links) only when
 * `logBodies` is set: the terminal of a local install is its only inbox.
 *
 * `send` resolves once the mail is in the outbox; SMTP delivers it afterwards. A request that sends
 * mail does not wait for the relay: forgot-password must answer as soon for an address with an
 * account as for one without, and a slow relay took hundreds of milliseconds. A delivery that
 * fails, or that a stopping process cut off, is tried again by `deliverDue` (the sweeper's), after
 * `retryBaseMs` doubled for each try, until it works, the link expires or MAX_ATTEMPTS.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; logger: FastifyBaseLogger; logBodies: boolean; retryBaseMs: number }): Mailer {
  const { db, logger, retryBaseMs } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  async function deliver(mail: OutboxMail): Promise<boolean> {
    try {
      await transport!.sendMail({ from: options.from, to: mail.to_address, subject: mail.subject, text: mail.text_body });
    } catch (err) {
      logger.error({ err, to: mail.to_address }, 'SMTP delivery failed; it will be tried again');
      return false;
    }
    try {
      await mailRepository.markSent(db, { id: mail.id });
    } catch (err) {
      logger.error({ err, to: mail.to_address }, 'a delivered mail could not be marked sent; it may be sent again');
    }
    return true;
  }

  return {
    async send(mail) {
      const { id } = await mailRepository.addToOutbox(db, { ...mail, transport: transport ? 'smtp' : 'outbox', expiresAt: mail.expiresAt ?? null, retryBaseMs });
      if (transport) {
        void deliver({ id, to_address: mail.to, subject: mail.subject, text_body: mail.text });
      } else {
        const text = options.logBodies ? `:\n${mail.text}` : '; its text is in the mail_outbox table';
        logger.info({ to: mail.to, subject: mail.subject }, `mail (outbox)${text}`);
      }
    },
    async deliverDue() {
      if (!transport) return 0;
      const due = await mailRepository.takeDue(db, { limit: BATCH, maxAttempts: MAX_ATTEMPTS, retryBaseMs });
      let delivered = 0;
      for (const mail of due) if (await deliver(mail)) delivered++;
      return delivered;
    },
  };
}
