import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChatService } from './modules/chat/service.ts';

/**
 * Cleans up after what a stopped server left behind, at start-up and then every `intervalMs`:
 * turns pending longer than `pendingLimitMs` are failed and refunded. (Expired outbox mail is
 * the retention job's.) A failed sweep (database away) is logged and tried again next time.
 */
export const sweeper = fp(
  async (app: FastifyInstance, opts: { chat: ChatService; pendingLimitMs: number; intervalMs: number }) => {
    let running = false;
    async function sweep() {
      if (running) return;
      running = true;
      try {
        const turns = await opts.chat.sweepCutOffTurns(opts.pendingLimitMs);
        if (turns) app.log.info({ turns }, 'refunded cut-off turns');
      } catch (err) {
        app.log.warn({ err }, 'sweep failed; trying again at the next interval');
      } finally {
        running = false;
      }
    }

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sweep();
      timer = setInterval(() => void sweep(), opts.intervalMs).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'sweeper' },
);
