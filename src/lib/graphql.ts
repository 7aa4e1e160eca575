import type * as GraphqlRequestModule from 'graphql-request';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { errorCodeOf, type ClientErrorCode } from '../../domain/errors.ts';
import { getLocale, m } from '../../domain/messages.ts';
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

type GraphqlRequest = typeof GraphqlRequestModule;

/**
 * graphql-request (and the graphql printer it brings, ~60 KB) loads with the first request, not
 * with the first paint: the sign-in page paints before anything is sent.
 */
let library: Promise<{
  lib: GraphqlRequest;
  client: InstanceType<GraphqlRequest['GraphQLClient']>;
}> | null = null;

function graphqlClient() {
  library ??= import('graphql-request').then((lib) => ({
    lib,
    client: new lib.GraphQLClient(`${location.origin}/graphql`, {
      fetch: fetchWithTimeout,
      requestMiddleware(request) {
        const token = session.get().token;
        const headers = new Headers(request.headers);
        if (token) headers.set('Authorization', `Bearer ${token}`);
        // The server answers its messages in the language chosen on this device.
        headers.set('X-Locale', getLocale());
        return { ...request, headers };
      },
      responseMiddleware(response) {
        const headers = 'headers' in response ? response.headers : undefined;
        const renewed = headers instanceof Headers ? headers.get('X-Renewed-Token') : null;
        if (renewed) session.renewToken(renewed);
      },
    }),
  }));
  return library;
}

let onSuccess: (() => void) | undefined;

/** Called after each successful request (the outbox drains then: the server is reachable). */
export function afterSuccessfulRequest(callback: () => void) {
  onSuccess = callback;
}

/**
 * Runs one typed operation; errors become ApiError, and a rejected session signs out. An
 * `idempotencyKey` makes a repeated send of the same write safe (the outbox uses its id).
 */
export async function request<TData, TVars extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  options: { idempotencyKey?: string } = {},
): Promise<TData> {
  const hadToken = Boolean(session.get().token);
  const requestHeaders = options.idempotencyKey
    ? { 'Idempotency-Key': options.idempotencyKey }
    : undefined;
  const { lib, client } = await graphqlClient();
  try {
    const data = await client.request<TData, TVars>({
      document,
      variables,
      requestHeaders,
    } as never);
    onSuccess?.();
    return data;
  } catch (error) {
    const apiError = toApiError(lib, error);
    if (apiError.code === 'UNAUTHENTICATED' && hadToken) expireSession();
    throw apiError;
  }
}

function toApiError(lib: GraphqlRequest, error: unknown): ApiError {
  if (error instanceof lib.ClientError) {
    const first = error.response.errors?.[0];
    const ext = (first?.extensions ?? {}) as {
      code?: string;
      fields?: Record<string, string>;
      retryAfter?: number;
    };
    return new ApiError(
      first?.message ?? m.somethingWentWrong(),
      errorCodeOf(ext.code),
      ext.fields,
      ext.retryAfter,
      ext,
    );
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiError(m.requestTimedOut(), 'TIMEOUT');
  }
  return new ApiError(error instanceof Error ? error.message : m.somethingWentWrong(), 'NETWORK');
}

/** The server no longer accepts the token (expired or revoked): back to sign-in, remembering where. */
function expireSession() {
  session.signOut();
  const here = `${location.pathname}${location.search}`;
  location.assign(`/login?redirect=${encodeURIComponent(here)}`);
}
