import type { SearchResult, SnippetPart } from '@ideapilot/contract';
import type { Db } from '../../db/database.ts';
import { MATCH_END, MATCH_START, searchRepository } from './repository.ts';

/** A founder's search over their own sessions; nobody else's rows are ever read. */
export function searchService(deps: { db: Db; repo: typeof searchRepository }) {
  return {
    async search(userId: string, query: string): Promise<SearchResult[]> {
      const rows = await deps.repo.search(deps.db, { userId, query });
      return rows.map((row) => ({
        session_id: row.session_id,
        session_name: row.session_name,
        kind: row.kind,
        turn_id: row.turn_id,
        created_at: new Date(row.created_at).toISOString(),
        snippet: snippetParts(row.headline),
      }));
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;

/**
 * A ts_headline text cut into plain and matched pieces, on one line. Its markdown marks were taken
 * out before (searchRepository); what is left is the founder's words, every character kept.
 */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const flat = headline.replace(/\s+/g, ' ');
  for (const [i, piece] of flat.split(MATCH_START).entries()) {
    const [matched, rest] = i === 0 ? [null, piece] : splitOnce(piece, MATCH_END);
    if (matched) parts.push({ text: matched, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}
