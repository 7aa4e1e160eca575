/**
 * The error codes of the API contract (api-contract.md), one list for the server and the
 * console. `extensions.code` of every GraphQL error is one of these.
 */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  /** A stale `expectedVersion` only; `extensions.current` holds the server's values. */
  'CONFLICT',
  'INVALID_TRANSITION',
  'INSUFFICIENT_STOCK',
  'RATE_LIMITED',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** Unexpected: masked, logged with the request's id. */
  'INTERNAL_SERVER_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** What the console's calls fail with: a contract code, or no answer at all (NETWORK, TIMEOUT). */
export type ClientErrorCode = ErrorCode | 'NETWORK' | 'TIMEOUT';

/** A code as an answer carried it: one of the contract's, or INTERNAL_SERVER_ERROR. */
export function errorCodeOf(code: unknown): ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(code)
    ? (code as ErrorCode)
    : 'INTERNAL_SERVER_ERROR';
}

/**
 * Business refusals: the server understood the write and will not apply it as it stands, so a
 * queued write ends as "rejected" with the server's reason (sending it again changes nothing).
 */
export const REFUSAL_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'FORBIDDEN',
  'INVALID_TRANSITION',
  'INSUFFICIENT_STOCK',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
]);

export function isRefusal(code: string): boolean {
  return REFUSAL_CODES.has(code);
}
