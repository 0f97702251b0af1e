import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { ERRORS, type ErrorCode } from './errors.ts';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One row of the endpoint table. `path` uses `:name` for path parameters. The success answer is
 * `response` under `status`; a streaming endpoint answers `text/event-stream` whose events are
 * `stream` instead; a file download answers bytes of the `file` content type; a 204 has none. `errors` are the codes the endpoint's own rules answer; the
 * codes every endpoint can answer are added by `errorCodesOf`.
 */
export type Endpoint = {
  method: HttpMethod;
  path: string;
  summary: string;
  /**
   * Who may call it: anyone, a signed-in user (bearer token), a signed-in user who has accepted the
   * policies (`consented`: the AI work, which spends tokens and sends the founder's words to a model)
   * or an admin.
   */
  access: 'public' | 'user' | 'consented' | 'admin';
  params?: core.$ZodObject;
  query?: core.$ZodObject;
  body?: core.$ZodType;
  /** How the body is sent; JSON unless said otherwise. */
  encoding?: 'json' | 'form';
  status: 200 | 201 | 204;
  response?: core.$ZodType;
  stream?: core.$ZodType;
  /** The content type of a file the endpoint answers with (sent as an attachment), e.g. `application/zip`. */
  file?: string;
  errors: readonly ErrorCode[];
};

/** Declares an endpoint, keeping its exact schema types for the server and the web client. */
export const endpoint = <const E extends Endpoint>(row: E): E => row;

/** Codes any endpoint may answer: the framework's refusals and the request-shape check. */
const ANY_ENDPOINT: readonly ErrorCode[] = ['bad_request', 'invalid_json', 'payload_too_large', 'unsupported_media_type', 'validation_failed'];
const BY_ACCESS: Record<Endpoint['access'], readonly ErrorCode[]> = {
  public: [],
  user: ['not_authenticated'],
  consented: ['not_authenticated', 'consent_required'],
  admin: ['not_authenticated', 'admin_required'],
};

function errorCodesOf(row: Endpoint): ErrorCode[] {
  return [...new Set([...ANY_ENDPOINT, ...BY_ACCESS[row.access], ...row.errors])];
}

/** The error answers of an endpoint, one `{detail, code}` schema per status with the codes it can carry. */
export function errorResponsesOf(row: Endpoint): Record<number, z.ZodMiniType> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(row)) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      status,
      z.object({ detail: z.string(), code: z.enum(codes as [ErrorCode, ...ErrorCode[]]), request_id: z.string() }).register(z.globalRegistry, {
        description: codes.map((c) => `\`${c}\`: ${ERRORS[c].detail}`).join('; '),
      }),
    ]),
  );
}

/** Fills `:name` path parameters; every value is URL-encoded. */
export function pathOf(row: Pick<Endpoint, 'path'>, params: Record<string, string> = {}): string {
  return row.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${row.path}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

type OutputOf<S> = S extends core.$ZodType ? core.output<S> : undefined;
type InputOf<S> = S extends core.$ZodType ? core.input<S> : undefined;

/** What a caller sends: the body as the schema accepts it (defaults may be left out). */
export type RequestBodyOf<E extends Endpoint> = InputOf<E['body']>;
/** What a handler receives: the body after parsing (defaults filled, strings trimmed). */
export type ParsedBodyOf<E extends Endpoint> = OutputOf<E['body']>;
export type ParamsOf<E extends Endpoint> = OutputOf<E['params']>;
export type QueryOf<E extends Endpoint> = OutputOf<E['query']>;
export type ResponseOf<E extends Endpoint> = OutputOf<E['response']>;
export type StreamEventOf<E extends Endpoint> = E['stream'] extends core.$ZodType ? core.output<E['stream']> : never;
