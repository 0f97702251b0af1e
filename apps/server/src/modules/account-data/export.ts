import { AccountExportFiles, DISLIKE_REASONS, type DislikeReason, type User } from '@ideapilot/contract';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** A turn; `alternative_of` names the first turn of its group when an edit or a regenerate made it. */
export type ExportTurn = {
  id: string;
  alternative_of: string | null;
  user_message: string;
  assistant_message: string;
  created_at: Date;
  user_evaluation_mark: number | null;
  dislike_reason: DislikeReason | null;
  dislike_note: string | null;
};
export type ExportLedgerLine = { created_at: Date; kind: string; amount: number; reason: string; ref_id: string | null };
export type ExportTransaction = {
  created_at: Date;
  description: string;
  amount_cents: number;
  currency: string;
  status: string;
  hosted_invoice_url: string | null;
  invoice_pdf_url: string | null;
};
export type ExportShareLink = { created_at: Date; expires_at: Date | null; revoked_at: Date | null; canvas: string };

/** One file of the zip; its text is produced only when the zip reaches it, so memory stays flat. */
export type ExportEntry = { path: string; date: Date; render: () => Promise<string> };

/**
 * Streams a zip of `entries` in order. A failure while rendering an entry destroys the stream,
 * so the download fails visibly instead of ending as a short but valid-looking zip.
 */
export function streamZip(entries: ExportEntry[]): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (err: Error) => output.destroy(err));
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.path, { mtime: entry.date }, (done) => {
      entry.render().then(
        (text) => done(null, Readable.from([Buffer.from(text, 'utf8')])),
        (err: unknown) => done(err, Readable.from([])),
      );
    });
  }
  zip.end();
  return output;
}

/**
 * The shown turns, oldest first, each after the earlier versions an edit or a regenerate replaced
 * (the chat's alternatives), whose headings are marked as such.
 */
export function conversationMarkdown(session: { name: string; created_at: Date }, turns: ExportTurn[], earlierVersions: ExportTurn[]): string {
  const lines = [`# ${session.name}`, '', `Started ${iso(session.created_at)}`, ''];
  const groupOf = (turn: ExportTurn) => turn.alternative_of ?? turn.id;
  for (const turn of turns) {
    const earlier = earlierVersions.filter((e) => groupOf(e) === groupOf(turn));
    for (const version of earlier) lines.push(...turnLines(version, ' (earlier version)'));
    lines.push(...turnLines(turn));
  }
  if (!turns.length) lines.push('_No messages yet._', '');
  return lines.join('\n');
}

function turnLines(turn: ExportTurn, mark = ''): string[] {
  const feedback = feedbackLine(turn);
  return [`## You, ${iso(turn.created_at)}${mark}`, '', turn.user_message, '', `## IdeaPilot${mark}`, '', turn.assistant_message, '', ...(feedback ? [feedback, ''] : [])];
}

/** What the founder said of a reply: a like, or a dislike with its reason and note. */
function feedbackLine(turn: ExportTurn): string | null {
  if (turn.user_evaluation_mark === 1) return '_You liked this reply._';
  if (turn.user_evaluation_mark !== -1) return null;
  const why = [turn.dislike_reason && DISLIKE_REASONS[turn.dislike_reason], turn.dislike_note && `“${turn.dislike_note}”`].filter(Boolean);
  return `_You disliked this reply${why.length ? `: ${why.join(' — ')}` : ''}._`;
}

export type ExportVibeBrief = { user_inputs: unknown; chosen: unknown; suggestions: unknown; locale: string; updated_at: Date };

/** The saved Vibe Coding brief: what the founder filled in, what they chose and what was suggested. */
export function vibeBriefJson(saved: ExportVibeBrief | undefined): string {
  if (!saved) return '{}\n';
  const { user_inputs, chosen, suggestions, locale, updated_at } = saved;
  return `${JSON.stringify({ saved_at: iso(updated_at), locale, brief: user_inputs, chosen, suggestions }, null, 2)}\n`;
}

/** Rows grouped by their session, keeping their order. */
export function bySession<T extends { session_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.session_id);
    if (list) list.push(row);
    else groups.set(row.session_id, [row]);
  }
  return groups;
}

export function ledgerCsv(lines: ExportLedgerLine[]): string {
  return csv([['date', 'kind', 'amount', 'reason', 'reference'], ...lines.map((l) => [iso(l.created_at), l.kind, String(l.amount), l.reason, l.ref_id ?? ''])]);
}

/** The Billing History's columns; the amount in the currency's units (it is stored in cents). */
export function transactionsCsv(rows: ExportTransaction[]): string {
  return csv([
    ['date', 'description', 'amount', 'currency', 'status', 'receipt'],
    ...rows.map((r) => [iso(r.created_at), r.description, (r.amount_cents / 100).toFixed(2), r.currency.toUpperCase(), r.status, r.hosted_invoice_url ?? r.invoice_pdf_url ?? '']),
  ]);
}

/** A session's share links: when each was made, expires and was revoked, and the canvas version it shows. */
export function shareLinksCsv(links: ExportShareLink[]): string {
  return csv([['created', 'expires', 'revoked', 'canvas'], ...links.map((l) => [iso(l.created_at), l.expires_at ? iso(l.expires_at) : '', l.revoked_at ? iso(l.revoked_at) : '', l.canvas])]);
}

export function exportReadme(user: User): string {
  return [
    `# IdeaPilot export for ${user.email}`,
    '',
    `- \`${AccountExportFiles.profile}\`: your profile and subscription.`,
    `- \`${AccountExportFiles.sessionsDir}/<number>-<name>/conversation.md\`: each chat session's conversation, with the replies you liked or disliked (and why); the earlier versions of a message you edited or a reply you regenerated come just before the one the conversation went on from, marked (earlier version).`,
    `- \`${AccountExportFiles.sessionsDir}/<number>-<name>/canvas/<number>.md\`: every version of its idea canvas, oldest first.`,
    `- \`${AccountExportFiles.sessionsDir}/<number>-<name>/vibe/brief.json\`: the landing-page brief saved in Vibe Coding, if any.`,
    `- \`${AccountExportFiles.sessionsDir}/<number>-<name>/vibe/prompts/<number>.md\`: every landing-page prompt generated for it, oldest first.`,
    `- \`${AccountExportFiles.sessionsDir}/<number>-<name>/share-links.csv\`: the read-only links you made to its canvas, if any: when each was made, when it expires, when it was revoked and which canvas version it shows. Not the link itself: its token is a key that opens the canvas to anyone who holds it, and an export is a file that gets copied and sent.`,
    `- \`${AccountExportFiles.ledger}\`: every token granted, charged and refunded.`,
    `- \`${AccountExportFiles.transactions}\`: every payment, as Billing History lists it: date, description, amount, currency, status and receipt link.`,
    '',
  ].join('\n');
}

/** A folder name for a session: its position, then its name made safe for every file system. */
export function sessionFolder(index: number, name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${AccountExportFiles.sessionsDir}/${pad(index)}${slug ? `-${slug.toLowerCase()}` : ''}`;
}

export const pad = (n: number) => String(n).padStart(3, '0');
const iso = (d: Date) => d.toISOString();

function csv(rows: string[][]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) && !/^-?\d+$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
