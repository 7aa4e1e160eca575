import type { TypedDocumentString } from '../gql/graphql.ts';
import { errorCodeOf, type ClientErrorCode } from '../../domain/errors.ts';
import { getLocale, m } from '../../domain/messages.ts';
import { takeEarlyRead } from './early-reads.ts';
import { session } from './session.ts';

/**
 * A failed call: `code` is one of the contract's codes (domain/errors.ts), or `NETWORK` (the
 * server was not reached) or `TIMEOUT` (no answer within REQUEST_TIMEOUT_MS).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: ClientErrorCode,
    readonly fields: Record<string, string> = {},
    readonly retryAfter?: number,
    /** The error's other extensions, e.g. `current` for a CONFLICT. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The seed's request timeout. Uploads use an idle timeout on their progress instead. */
export const REQUEST_TIMEOUT_MS = 10_000;
let timeoutMs = REQUEST_TIMEOUT_MS;

/** Test hook: a shorter timeout, so that a test of a server that never answers stays short. */
export function setRequestTimeout(ms: number) {
  timeoutMs = ms;
}

/** Failures that never reached an answer from the server: a write may or may not be applied. */
export const NO_ANSWER_CODES: ReadonlySet<string> = new Set<ClientErrorCode>([
  'NETWORK',
  'TIMEOUT',
]);

const fetchWithTimeout: typeof fetch = (input, init) => {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, signal });
};

/** What the server answers: data, or errors with the contract's extensions (docs/api-contract.md). */
interface GraphqlResponse<TData> {
  data?: TData | null;
  errors?: {
    message?: string;
    extensions?: { code?: string; fields?: Record<string, string>; retryAfter?: number };
  }[];
}

/** An operation's name, as the idempotency hash on the server includes it (first word after the keyword). */
const OPERATION_NAME = /^\s*(?:query|mutation|subscription)\s+(\w+)/;

async function send<TData>(
  query: string,
  variables: Record<string, unknown>,
  extraHeaders: Record<string, string>,
): Promise<TData> {
  const token = session.get().token;
  const headers = new Headers({
    'Content-Type': 'application/json',
    Accept: 'application/graphql-response+json, application/json',
    // The server answers its messages in the language chosen on this device.
    'X-Locale': getLocale(),
    ...extraHeaders,
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const operationName = OPERATION_NAME.exec(query)?.[1];
  const sent = JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) });
  // A page's first read may have been sent by its frame already, with these very headers.
  const early =
    Object.keys(extraHeaders).length === 0 ? takeEarlyRead(getLocale(), sent) : undefined;
  const response = await (early ??
    fetchWithTimeout(`${location.origin}/graphql`, { method: 'POST', headers, body: sent }));
  const renewed = response.headers.get('X-Renewed-Token');
  if (renewed) session.renewToken(renewed);
  // A body cut short fails here and counts as no answer; a page that is not JSON (a proxy's
  // error page) is an answer without data.
  const text = await response.text();
  const json = /json/.test(response.headers.get('Content-Type') ?? '');
  const body = (json ? JSON.parse(text) : {}) as GraphqlResponse<TData>;
  const first = body.errors?.[0];
  if (first || !response.ok || !body.data) {
    const ext = first?.extensions ?? {};
    throw new ApiError(
      first?.message ?? m.somethingWentWrong(),
      errorCodeOf(ext.code),
      ext.fields,
      ext.retryAfter,
      ext,
    );
  }
  return body.data;
}

let onSuccess: (() => void) | undefined;

/**
 * Whether the server answered this page's last request: `unknown` before any, `answered` after an
 * answer (data or a refusal), `no-answer` after a request that got none (NETWORK, TIMEOUT). A
 * phone can say it is online on a Wi-Fi that carries nothing, or while the server is down.
 */
export type ServerReach = 'unknown' | 'answered' | 'no-answer';
let reach: ServerReach = 'unknown';
const reachListeners = new Set<() => void>();
function reached(next: ServerReach) {
  if (reach === next) return;
  reach = next;
  for (const listener of reachListeners) listener();
}
export const serverReach = {
  get: () => reach,
  /** The server answered outside `request` (its health check). */
  answered: () => reached('answered'),
  subscribe(listener: () => void) {
    reachListeners.add(listener);
    return () => reachListeners.delete(listener);
  },
};

/** Called after each successful request (the outbox drains then: the server is reachable). */
export function afterSuccessfulRequest(callback: () => void) {
  onSuccess = callback;
}

/**
 * Runs one typed operation; errors become ApiError, and a rejected session signs out. An
 * `idempotencyKey` makes a repeated send of the same write safe (the outbox uses its id).
 */
export async function request<TData, TVars extends Record<string, unknown>>(
  document: TypedDocumentString<TData, TVars>,
  variables: TVars,
  options: { idempotencyKey?: string } = {},
): Promise<TData> {
  const hadToken = Boolean(session.get().token);
  const headers: Record<string, string> = options.idempotencyKey
    ? { 'Idempotency-Key': options.idempotencyKey }
    : {};
  try {
    const data = await send<TData>(String(document), variables, headers);
    reached('answered');
    onSuccess?.();
    return data;
  } catch (error) {
    const apiError = toApiError(error);
    reached(NO_ANSWER_CODES.has(apiError.code) ? 'no-answer' : 'answered');
    if (apiError.code === 'UNAUTHENTICATED' && hadToken) expireSession();
    throw apiError;
  }
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiError(m.requestTimedOut(), 'TIMEOUT');
  }
  return new ApiError(error instanceof Error ? error.message : m.somethingWentWrong(), 'NETWORK');
}

let onSessionEnded: (() => Promise<void>) | undefined;

/** What the device forgets when the server says the session is over (registered at start). */
export function whenSessionEnds(callback: () => Promise<void>) {
  onSessionEnded = callback;
}

let ending: Promise<void> | undefined;

/** Set when the server ended the session: the sign-in page says so once. */
export const SESSION_ENDED_KEY = 'threadline.session-ended';

/**
 * The server no longer accepts the token (expired or revoked: signed out everywhere, a password
 * reset, a block): the device forgets the user's data, then back to sign-in, remembering where
 * (once, however many refused requests say so; from sign-in itself, the address it has).
 */
function expireSession() {
  ending ??= (async () => {
    session.signOut();
    // The sign-in page says why it is shown (routes/login.tsx).
    sessionStorage.setItem(SESSION_ENDED_KEY, '1');
    await onSessionEnded?.().catch(() => undefined);
    if (location.pathname === '/login') return;
    const here = `${location.pathname}${location.search}`;
    location.assign(`/login?redirect=${encodeURIComponent(here)}`);
  })();
}
