import * as z from 'zod/mini';
import { CANVAS_BLOCKS } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { CreateSessionResponse } from './sessions.ts';
import { text } from './values.ts';

/** How a canvas version came to be: rebuilt after a turn, restored from an older one, one block reworked, or copied by a fork. */
export const CanvasVersionKind = z.enum(['turn', 'restore', 'rework', 'fork']);
export type CanvasVersionKind = z.infer<typeof CanvasVersionKind>;

/**
 * One version of a session's canvas. `number` counts from 1, oldest first; `turn_number` is the
 * number of answered turns the conversation had when it was made.
 */
export const CanvasVersion = z.object({
  id: z.string(),
  number: z.int(),
  kind: CanvasVersionKind,
  turn_number: z.int(),
  /** For a restore: the number of the version it brought back; for a rework: null. */
  restored_from: z.nullable(z.int()),
  /** For a rework: the block rewritten. */
  block: z.nullable(z.enum(CANVAS_BLOCKS)),
  created_at: z.string(),
  content_md: z.string(),
});
export type CanvasVersion = z.infer<typeof CanvasVersion>;

/** Every version, newest first; the first is the current canvas. */
export const CanvasVersionsResponse = z.object({ versions: z.array(CanvasVersion) });
export type CanvasVersionsResponse = z.infer<typeof CanvasVersionsResponse>;

export const ReworkBlockRequest = z.object({ block: z.enum(CANVAS_BLOCKS) });
export type ReworkBlockRequest = z.infer<typeof ReworkBlockRequest>;

/** A rework streams the block's new text; `complete` carries the new current version. */
export const ReworkStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('stage'), content: z.string() }),
  z.object({ type: z.literal('chunk'), content: z.string() }),
  z.object({ type: z.literal('complete'), version: CanvasVersion }),
  z.object({ type: z.literal('error'), detail: z.string() }),
]);
export type ReworkStreamEvent = z.infer<typeof ReworkStreamEvent>;

export const ReworkMessages = {
  stage: 'Reworking the block',
  failed: 'Failed to rework the block. Your token was refunded. Please try again.',
  unchanged: 'The block already says what your messages say, so nothing changed and your token was refunded. Tell the coach more in the chat, then rework it again.',
} as const;

/** Longest a share link may live, in days. */
export const MAX_SHARE_DAYS = 365;

/** Shares one version (the current one when `version_id` is left out); with `expires_in_days` it stops working after that many days. */
export const CreateShareLinkRequest = z.object({
  version_id: z.optional(text().check(z.maxLength(200))),
  expires_in_days: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(MAX_SHARE_DAYS)))),
});
export type CreateShareLinkRequest = z.infer<typeof CreateShareLinkRequest>;

/** `path` is where the shared page is, on this site: `/shared/<token>`. */
export const ShareLink = z.object({
  id: z.string(),
  token: z.string(),
  path: z.string(),
  version_id: z.string(),
  version_number: z.int(),
  created_at: z.string(),
  expires_at: z.nullable(z.string()),
});
export type ShareLink = z.infer<typeof ShareLink>;

/** The links of a session still working (not revoked, not expired), newest first. */
export const ShareLinksResponse = z.object({ links: z.array(ShareLink) });
export type ShareLinksResponse = z.infer<typeof ShareLinksResponse>;

/** What a shared page shows: the canvas only (the shared version's text and date), no conversation, no account data. */
export const SharedCanvasResponse = z.object({
  title: z.string(),
  ...z.pick(CanvasVersion, { content_md: true, created_at: true }).shape,
});
export type SharedCanvasResponse = z.infer<typeof SharedCanvasResponse>;

export const MAX_SEARCH_QUERY = 200;
export const SearchQuery = z.object({ q: text().check(z.trim(), z.minLength(1, 'Type something to search for'), z.maxLength(MAX_SEARCH_QUERY)) });

/** A piece of a search snippet; `match` pieces are the words the query found. */
export const SnippetPart = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof SnippetPart>;

/** One hit: where it is (a session's name, a turn's messages, its current canvas) and the text around the match. */
export const SearchResult = z.object({
  session_id: z.string(),
  session_name: z.string(),
  kind: z.enum(['name', 'message', 'canvas']),
  /** The turn to open the session at; null for a session's name or a canvas with no turn. */
  turn_id: z.nullable(z.string()),
  created_at: z.string(),
  snippet: z.array(SnippetPart),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchResponse = z.object({ results: z.array(SearchResult) });
export type SearchResponse = z.infer<typeof SearchResponse>;

/** The suffix a fork adds to the session's name. */
export const VARIANT_SUFFIX = ' (variant)';

const SessionParams = z.object({ id: text() });
const VersionParams = z.object({ id: text(), version_id: text() });
const ExportQuery = z.object({ version_id: z.optional(text().check(z.maxLength(200))) });
const mine = { access: 'user' } as const;
/** Spends a token and sends the founder's words to a model: only after the policies are accepted. */
const aiWork = { access: 'consented' } as const;

export const canvasDocumentEndpoints = {
  canvasVersions: endpoint({
    ...mine,
    method: 'GET',
    path: '/api/sessions/:id/canvas/versions',
    summary: "Every version of a session's canvas, newest (current) first",
    params: SessionParams,
    status: 200,
    response: CanvasVersionsResponse,
    errors: ['session_not_found'],
  }),
  restoreCanvasVersion: endpoint({
    ...mine,
    method: 'POST',
    path: '/api/sessions/:id/canvas/versions/:version_id/restore',
    summary: 'Make an older version the current canvas again, as a new version; the conversation stays as it was',
    params: VersionParams,
    status: 201,
    response: CanvasVersion,
    errors: ['session_not_found', 'canvas_version_not_found'],
  }),
  reworkCanvasBlock: endpoint({
    ...aiWork,
    method: 'POST',
    path: '/api/sessions/:id/canvas/rework',
    summary: "Rewrite one block of the current canvas from the founder's words (one token); streams the block, then the new version",
    params: SessionParams,
    body: ReworkBlockRequest,
    status: 200,
    stream: ReworkStreamEvent,
    errors: ['session_not_found', 'canvas_not_found', 'canvas_block_not_found', 'out_of_tokens', 'rate_limited'],
  }),
  exportCanvasMarkdown: endpoint({
    ...mine,
    method: 'GET',
    path: '/api/sessions/:id/canvas/export.md',
    summary: 'Download the current canvas (or one version) as Markdown',
    params: SessionParams,
    query: ExportQuery,
    status: 200,
    file: 'text/markdown; charset=utf-8',
    errors: ['session_not_found', 'canvas_not_found', 'canvas_version_not_found'],
  }),
  exportCanvasPdf: endpoint({
    ...mine,
    method: 'GET',
    path: '/api/sessions/:id/canvas/export.pdf',
    summary: 'Download the current canvas (or one version) as a PDF',
    params: SessionParams,
    query: ExportQuery,
    status: 200,
    file: 'application/pdf',
    errors: ['session_not_found', 'canvas_not_found', 'canvas_version_not_found', 'rate_limited'],
  }),
  createShareLink: endpoint({
    ...mine,
    method: 'POST',
    path: '/api/sessions/:id/canvas/shares',
    summary: 'Create a read-only link to one canvas version',
    params: SessionParams,
    body: CreateShareLinkRequest,
    status: 201,
    response: ShareLink,
    errors: ['session_not_found', 'canvas_not_found', 'canvas_version_not_found'],
  }),
  listShareLinks: endpoint({
    ...mine,
    method: 'GET',
    path: '/api/sessions/:id/canvas/shares',
    summary: "A session's working share links, newest first",
    params: SessionParams,
    status: 200,
    response: ShareLinksResponse,
    errors: ['session_not_found'],
  }),
  revokeShareLink: endpoint({
    ...mine,
    method: 'DELETE',
    path: '/api/canvas/shares/:share_id',
    summary: 'Revoke a share link; it answers 404 from then on',
    params: z.object({ share_id: text() }),
    status: 204,
    errors: ['share_link_not_found'],
  }),
  sharedCanvas: endpoint({
    method: 'GET',
    path: '/api/shared/:token',
    summary: 'The canvas behind a share link, for anyone holding it',
    access: 'public',
    params: z.object({ token: text() }),
    status: 200,
    response: SharedCanvasResponse,
    errors: ['share_link_not_found'],
  }),
  forkSession: endpoint({
    ...mine,
    method: 'POST',
    path: '/api/sessions/:id/fork',
    summary: "Start a variant: a new session with a copy of this one's conversation and canvas",
    params: SessionParams,
    status: 201,
    response: CreateSessionResponse,
    errors: ['session_not_found'],
  }),
  searchSessions: endpoint({
    ...mine,
    method: 'GET',
    path: '/api/search',
    summary: "Full-text search over the user's session names, messages and current canvases",
    query: SearchQuery,
    status: 200,
    response: SearchResponse,
    errors: [],
  }),
};

/** The share dialog's form: how long the link works, as the choices it offers. */
export const SHARE_EXPIRY_CHOICES: Record<'never' | '1' | '7' | '30', string> = { never: 'Never expires', '1': '1 day', '7': '7 days', '30': '30 days' };
export const ShareLinkForm = z.object({ expires: z.enum(['never', '1', '7', '30']) });
export type ShareLinkForm = z.infer<typeof ShareLinkForm>;
