import { AccountExportFiles, type DeleteAccountRequest } from '@ideapilot/contract';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.ts';
import { retryingDeadlocks, type DeadlockLog } from '../../db/deadlock.ts';
import type { AuthService } from '../auth/service.ts';
import type { ChatService } from '../chat/service.ts';
import type { MeteringService } from '../metering/service.ts';
import { presentUser, type UsersService } from '../users/service.ts';
import {
  bySession,
  conversationMarkdown,
  exportReadme,
  ledgerCsv,
  pad,
  sessionFolder,
  shareLinksCsv,
  streamZip,
  transactionsCsv,
  vibeBriefJson,
  type ExportEntry,
} from './export.ts';
import type { accountDataRepository } from './repository.ts';

/**
 * Runs before an account's rows are deleted, outside the deleting transaction; throwing stops the
 * deletion. The app cancels a paid subscription with the payment provider here.
 */
export type BeforeAccountDeleted = (user: { id: string; email: string }) => Promise<void>;

/** A founder's own data: everything they made, as a zip, and leaving with nothing left behind. */
export function accountDataService(deps: {
  db: Db;
  repo: typeof accountDataRepository;
  auth: Pick<AuthService, 'reauthenticate'>;
  chat: Pick<ChatService, 'shownTurns' | 'replacedTurns'>;
  users: Pick<UsersService, 'get'>;
  metering: Pick<MeteringService, 'subscription'>;
  beforeAccountDeleted: BeforeAccountDeleted;
  /** Stops the runs of the deleted account's pending turns, reworks and Vibe runs, so their model calls end with it. */
  stopRuns: (ids: string[]) => Promise<void>;
  log: DeadlockLog;
}) {
  const { db, repo } = deps;

  return {
    /** The zip's entries are listed up front from ids and dates; each file's text is read when the zip reaches it. */
    async exportZip(userId: string): Promise<Readable> {
      const user = presentUser(await deps.users.get(userId));
      const subscription = await deps.metering.subscription(userId);
      const sessions = await repo.sessions(db, { userId });
      const canvasesOf = bySession(await repo.canvasVersions(db, { userId }));
      const briefOf = new Map((await repo.vibeBriefs(db, { userId })).map((b) => [b.session_id, b]));
      const promptsOf = bySession(await repo.vibePrompts(db, { userId }));
      const linksOf = bySession(await repo.shareLinks(db, { userId }));
      const now = new Date();
      const entries: ExportEntry[] = [
        { path: AccountExportFiles.readme, date: now, render: async () => exportReadme(user) },
        { path: AccountExportFiles.profile, date: now, render: async () => `${JSON.stringify({ user, subscription: subscription ?? null }, null, 2)}\n` },
      ];
      sessions.forEach((session, i) => {
        const folder = sessionFolder(i + 1, session.name);
        entries.push({
          path: `${folder}/conversation.md`,
          date: session.created_at,
          render: async () => conversationMarkdown(session, await deps.chat.shownTurns(session.id), await deps.chat.replacedTurns(session.id)),
        });
        (canvasesOf.get(session.id) ?? []).forEach((canvas, v) =>
            entries.push({
              path: `${folder}/canvas/${pad(v + 1)}.md`,
              date: canvas.created_at,
              render: async () => (await repo.canvasContent(db, { id: canvas.id }))?.content_md ?? '',
            }),
          );
        const brief = briefOf.get(session.id);
        if (brief) {
          entries.push({ path: `${folder}/vibe/brief.json`, date: brief.updated_at, render: async () => vibeBriefJson(await repo.vibeBrief(db, { sessionId: session.id })) });
        }
        (promptsOf.get(session.id) ?? []).forEach((prompt, n) =>
          entries.push({
            path: `${folder}/vibe/prompts/${pad(n + 1)}.md`,
            date: prompt.created_at,
            render: async () => (await repo.vibePromptText(db, { id: prompt.id }))?.output ?? '',
          }),
        );
        const links = linksOf.get(session.id);
        if (links) {
          const canvasFile = (versionId: string) => `canvas/${pad((canvasesOf.get(session.id) ?? []).findIndex((c) => c.id === versionId) + 1)}.md`;
          entries.push({ path: `${folder}/share-links.csv`, date: now, render: async () => shareLinksCsv(links.map((l) => ({ ...l, canvas: canvasFile(l.version_id) }))) });
        }
      });
      entries.push({ path: AccountExportFiles.ledger, date: now, render: async () => ledgerCsv(await repo.ledger(db, { userId })) });
      entries.push({ path: AccountExportFiles.transactions, date: now, render: async () => transactionsCsv(await repo.billingTransactions(db, { userId })) });
      return streamZip(entries);
    },

    /**
     * Checks who is asking, lets billing cancel with its provider, then deletes everything in one
     * transaction, run again if PostgreSQL cancels it in a deadlock with a charge (see `lockForDeletion`).
     */
    async deleteAccount(userId: string, input: DeleteAccountRequest): Promise<void> {
      const user = await deps.auth.reauthenticate(userId, input);
      await deps.beforeAccountDeleted({ id: user.id, email: user.email });
      const pending = await retryingDeadlocks(db, deps.log, (db) =>
        db.transaction().execute(async (trx) => {
          const work = await repo.lockForDeletion(trx, { userId: user.id });
          await repo.deleteAccount(trx, { userId: user.id, email: user.email });
          return work;
        }),
      );
      await deps.stopRuns(pending);
    },
  };
}

export type AccountDataService = ReturnType<typeof accountDataService>;
