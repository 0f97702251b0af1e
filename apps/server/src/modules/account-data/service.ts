import { AccountExportFiles, type DeleteAccountRequest } from '@ideapilot/contract';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { GoogleVerifier } from '../auth/google.ts';
import { verifyPassword } from '../auth/secrets.ts';
import type { chatRepository } from '../chat/repository.ts';
import type { MeteringService } from '../metering/service.ts';
import { presentUser } from '../users/present.ts';
import type { UsersService } from '../users/service.ts';
import { bySession, conversationMarkdown, exportReadme, ledgerCsv, pad, sessionFolder, streamZip, vibeBriefJson, type ExportEntry } from './export.ts';
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
  chat: typeof chatRepository;
  users: UsersService;
  metering: MeteringService;
  google: GoogleVerifier | null;
  beforeAccountDeleted: BeforeAccountDeleted;
}) {
  const { db, repo } = deps;

  /** The password again; an account without one proves itself with a Google token of the same account. */
  async function reauthenticate(user: { hashed_password: string | null; google_id: string | null }, input: DeleteAccountRequest) {
    if (user.hashed_password) {
      if (!input.password) throw new AppError('password_required');
      if (!(await verifyPassword(user.hashed_password, input.password))) throw new AppError('wrong_password', 'Password is incorrect');
      return;
    }
    if (!input.google_access_token) throw new AppError('google_reauth_required');
    if (!deps.google) throw new AppError('google_disabled');
    const profile = await deps.google(input.google_access_token);
    if (profile.sub !== user.google_id) throw new AppError('google_account_mismatch');
  }

  return {
    /** The zip's entries are listed up front from ids and dates; each file's text is read when the zip reaches it. */
    async exportZip(userId: string): Promise<Readable> {
      const user = presentUser(await deps.users.get(userId));
      const subscription = await deps.metering.subscription(userId);
      const sessions = await repo.sessions(db, { userId });
      const canvasesOf = bySession(await repo.canvasVersions(db, { userId }));
      const briefOf = new Map((await repo.vibeBriefs(db, { userId })).map((b) => [b.session_id, b]));
      const promptsOf = bySession(await repo.vibePrompts(db, { userId }));
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
          render: async () => conversationMarkdown(session, await deps.chat.shownTurns(db, { sessionId: session.id })),
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
      });
      entries.push({ path: AccountExportFiles.ledger, date: now, render: async () => ledgerCsv(await repo.ledger(db, { userId })) });
      return streamZip(entries);
    },

    /** Checks who is asking, lets billing cancel with its provider, then deletes everything in one transaction. */
    async deleteAccount(userId: string, input: DeleteAccountRequest): Promise<void> {
      const user = await deps.users.get(userId);
      await reauthenticate(user, input);
      await deps.beforeAccountDeleted({ id: user.id, email: user.email });
      await db.transaction().execute((trx) => repo.deleteAccount(trx, { userId: user.id, email: user.email }));
    },
  };
}

export type AccountDataService = ReturnType<typeof accountDataService>;
