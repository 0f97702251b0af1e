import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CanvasService } from './modules/canvas/service.ts';
import type { ChatService } from './modules/chat/service.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { VibeService } from './modules/vibe/service.ts';

/**
 * Cleans up after what a stopped server left behind, at start-up and then every `intervalMs`: chat
 * turns, canvas block reworks and Vibe Coding runs pending longer than `pendingLimitMs` are failed
 * and refunded (a run of one still alive, its model stalled, is stopped), and mail whose delivery
 * failed or was cut off is tried again. (Expired outbox mail is the retention job's.)
 * A failed sweep (database away) is logged and tried again next time.
 *
 * `startupPendingLimitMs`, the limit of the sweep at start-up: 0 on the embedded database, which
 * one process at a time opens (db/embedded-lock.ts), so whatever is pending then was cut off by the
 * process before; on PostgreSQL, `pendingLimitMs`, as other instances may be running their turns.
 */
export const sweeper = fp(
  async (
    app: FastifyInstance,
    opts: { chat: ChatService; canvas: CanvasService; vibe: VibeService; mailer: Mailer; pendingLimitMs: number; startupPendingLimitMs?: number; intervalMs: number },
  ) => {
    let running = false;
    async function sweep(pendingLimitMs: number) {
      if (running) return;
      running = true;
      try {
        const turns = await opts.chat.sweepCutOffTurns(pendingLimitMs);
        const reworks = await opts.canvas.sweepCutOffReworks(pendingLimitMs);
        const vibeRuns = await opts.vibe.sweepCutOffRuns(pendingLimitMs);
        if (turns || reworks || vibeRuns) app.log.info({ turns, reworks, vibeRuns }, 'refunded cut-off turns, reworks and Vibe Coding runs');
        const mails = await opts.mailer.deliverDue();
        if (mails) app.log.info({ mails }, 'delivered mail on a later try');
      } catch (err) {
        app.log.warn({ err }, 'sweep failed; trying again at the next interval');
      } finally {
        running = false;
      }
    }

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sweep(opts.startupPendingLimitMs ?? opts.pendingLimitMs);
      timer = setInterval(() => void sweep(opts.pendingLimitMs), opts.intervalMs).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'sweeper' },
);
