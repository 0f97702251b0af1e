import { CANVAS_BLOCKS, CANVAS_NOT_COVERED, CANVAS_STAGE_HEADING } from '@ideapilot/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** Marks ts_headline puts around matched words: private-use characters no founder types. */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

export type SearchRow = {
  session_id: string;
  session_name: string;
  kind: 'name' | 'message' | 'canvas';
  turn_id: string | null;
  created_at: Date;
  headline: string;
};

const MAX_RESULTS = 50;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The lines every canvas has from its template: the nine block headings, the stage heading and an
 * empty block's placeholder question. Cut before matching (a PostgreSQL regexp, read line by line),
 * or every canvas would match "pitch" or "unfair advantage".
 */
const TEMPLATE_LINES = `^(### (${CANVAS_BLOCKS.map(escaped).join('|')})[ \t]*|${escaped(CANVAS_STAGE_HEADING)}[ \t]*|_${escaped(CANVAS_NOT_COVERED)}_ .*)$`;

/**
 * Code as markdown reads it, as a PostgreSQL regular expression matched line by line: a fenced
 * block (its lines up to its closing fence, or to the end when it has none) or an inline code
 * span. Its text, captured by one of its three groups, is shown as written.
 */
const fenced = (fence: string, info: string) =>
  `^[ \t]*${fence}${info}*\n((?:(?![ \t]*${fence})[^\n]*\n)*(?:(?![ \t]*${fence})[^\n]*\\Z)?)(?:[ \t]*${fence}[^\n]*$|\\Z)`;
const CODE = `${fenced('```', '[^`\n]')}|${fenced('~~~', '[^\n]')}|\`+([^\`]+)\`+`;

/** Where code stood while the marks around it are taken out: a private-use character no founder types. */
const CODE_PLACE = '\uE002';

/**
 * Markdown's marks, as PostgreSQL regular expressions matched line by line, each with what it
 * leaves of them: a snippet shows an assistant reply or a canvas as the founder saw it rendered.
 * Only what markdown reads as syntax goes: the _ of snake_case, the # of C#, the * of 5 * 3 and
 * the > of a > b are words. Code is out of their reach (CODE_PLACE).
 */
const MARKDOWN_MARKS: [pattern: string, replacement: string][] = [
  ['^[ \t]{0,3}#{1,6}[ \t]+', ''], // a heading
  ['^[ \t]{0,3}(>[ \t]?)+', ''], // a quote
  ['^[ \t]*([-*_])([ \t]*\\1){2,}[ \t]*$', ''], // a rule
  ['^[ \t]*[-*+][ \t]+', ''], // a bullet
  // A link or an image: its words. A target with code in it is no link here, so no code is lost.
  [`!?\\[([^]]*)\\]\\([^)${CODE_PLACE}]*\\)`, '\\1'],
  ['(\\*\\*|~~)([^[:space:]*~]|[^[:space:]*~][^*~]*[^[:space:]*~])\\1', '\\2'], // strong, struck
  ['\\*([^[:space:]*]|[^[:space:]*][^*]*[^[:space:]*])\\*', '\\1'], // emphasis
  // Underscores only around words: never inside one (snake_case).
  ['(?<![[:alnum:]_])(__?)([^[:space:]_]|[^[:space:]_][^_]*[^[:space:]_])\\1(?![[:alnum:]_])', '\\2'],
];

/**
 * `written` with its markdown marks taken out (see MARKDOWN_MARKS), its code as written: each piece
 * of code is set aside for CODE_PLACE, the marks are taken out of what is left, and the code is
 * put back, in order, between the pieces it had split (a CODE_PLACE already there is dropped).
 */
const markdownless = (written: RawBuilder<string>) => {
  const text = sql<string>`replace(${written}, ${CODE_PLACE}, '')`;
  const marked = sql<string>`regexp_replace(${text}, ${CODE}, ${CODE_PLACE}, 'gn')`;
  const unmarked = MARKDOWN_MARKS.reduce((expr, [pattern, replacement]) => sql<string>`regexp_replace(${expr}, ${pattern}, ${replacement}, 'gn')`, marked);
  return sql<string>`(
    SELECT string_agg(piece.text || COALESCE(code.m[1], code.m[2], code.m[3], ''), '' ORDER BY piece.n)
      FROM regexp_split_to_table(${unmarked}, ${CODE_PLACE}) WITH ORDINALITY AS piece(text, n)
      LEFT JOIN regexp_matches(${text}, ${CODE}, 'gn') WITH ORDINALITY AS code(m, n) ON code.n = piece.n
  )`;
};

/**
 * PostgreSQL full-text search (the 'simple' configuration: no stemming, so it works alike in any
 * language) over one user's session names, answered turns and current canvases. The tsvector
 * expressions of names and turns are the ones the migration indexed; a canvas is matched after its
 * session's latest version is read, without its template lines. A turn counts if it was once what
 * the conversation went on from (the chat's `wasCurrent`: not a declined edit set aside). An
 * exchange answered again (an edit, a regenerate) is one hit, its best-matching version's, at the
 * turn the conversation shows for it. A snippet shows the founder's message as typed, and the
 * reply and the canvas without their markdown marks.
 */
export const searchRepository = {
  async search(db: Executor, { userId, query }: { userId: string; query: string }): Promise<SearchRow[]> {
    const short = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`;
    const long = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=24, MinWords=8, MaxFragments=2, FragmentDelimiter=" … "`;
    // Ranked and cut to MAX_RESULTS on the raw texts first: the headlines (and the markdown marks
    // taken out for them) are made for the results shown, not for every match.
    const { rows } = await sql<SearchRow & { rank: number }>`
      WITH q AS (SELECT websearch_to_tsquery('simple', ${query}) AS query),
      hits AS (
        SELECT s.id AS session_id, s.name AS session_name, 'name' AS kind, NULL::uuid AS turn_id, s.created_at,
               s.name AS said, NULL AS written, ts_rank(to_tsvector('simple', s.name), q.query) + 1 AS rank
          FROM chat_sessions s, q
         WHERE s.user_id = ${userId} AND to_tsvector('simple', s.name) @@ q.query
        UNION ALL
        SELECT m.session_id, m.name, 'message', m.turn_id, m.created_at, m.user_message, m.assistant_message, m.rank
          FROM (SELECT DISTINCT ON (t.group_id) t.session_id, s.name, t.created_at, t.user_message, t.assistant_message,
                       ts_rank(to_tsvector('simple', t.text), q.query) AS rank,
                       COALESCE((SELECT x.id FROM chat_turns x
                                  WHERE x.session_id = t.session_id AND COALESCE(x.alternative_of, x.id) = t.group_id
                                    AND NOT x.superseded AND x.status IN ('complete', 'declined')
                                  LIMIT 1), t.id) AS turn_id
                  FROM (SELECT *, user_message || ' ' || assistant_message AS text, COALESCE(alternative_of, id) AS group_id FROM chat_turns) t
                  JOIN chat_sessions s ON s.id = t.session_id, q
                 WHERE t.user_id = ${userId} AND s.user_id = ${userId} AND t.status IN ('complete', 'declined')
                   AND (t.status = 'complete' OR t.alternative_of IS NULL)
                   AND to_tsvector('simple', t.user_message || ' ' || t.assistant_message) @@ q.query
                 ORDER BY t.group_id, rank DESC) m
        UNION ALL
        SELECT c.session_id, c.name, 'canvas', c.turn_id, c.created_at, NULL, c.text, ts_rank(to_tsvector('simple', c.text), q.query)
          FROM (SELECT latest.*, regexp_replace(latest.content_md, ${TEMPLATE_LINES}, '', 'gni') AS text
                  FROM (SELECT DISTINCT ON (v.session_id) v.session_id, v.turn_id, v.created_at, v.content_md, s.name
                          FROM canvas_versions v JOIN chat_sessions s ON s.id = v.session_id
                         WHERE s.user_id = ${userId}
                         ORDER BY v.session_id, v.created_at DESC) latest) c, q
         WHERE to_tsvector('simple', c.text) @@ q.query
        ORDER BY rank DESC, created_at DESC
        LIMIT ${MAX_RESULTS}
      )
      SELECT h.session_id, h.session_name, h.kind, h.turn_id, h.created_at, h.rank,
             CASE h.kind
               WHEN 'name' THEN ts_headline('simple', h.said, q.query, ${short})
               WHEN 'message' THEN ts_headline('simple', h.said || ' ' || ${markdownless(sql`h.written`)}, q.query, ${long})
               ELSE ts_headline('simple', ${markdownless(sql`h.written`)}, q.query, ${long})
             END AS headline
        FROM hits h, q
       ORDER BY h.rank DESC, h.created_at DESC
    `.execute(db);
    return rows;
  },
};
