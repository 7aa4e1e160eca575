import type { ServerResponse } from 'node:http';
import type { ErrorCode } from '../domain/errors.ts';
import { isAppError } from './errors.ts';

/** A JSON answer that no cache keeps. */
export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

/** A refusal outside GraphQL (HTTP gate, /cdnfile): `{ error: { code, message } }`. */
export function refuse(res: ServerResponse, status: number, code: ErrorCode, message: string) {
  json(res, status, { error: { code, message } });
}

/** The HTTP status of each refusal the services throw, for the routes outside GraphQL. */
const STATUS: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  RATE_LIMITED: 429,
};

/**
 * Answers a service's refusal (an AppError of a code above) with its status and message, and
 * says whether it did; anything else is the caller's to log and answer 500.
 */
export function refuseAppError(res: ServerResponse, error: unknown): boolean {
  if (!isAppError(error)) return false;
  const code = error.extensions.code as ErrorCode;
  const status = STATUS[code];
  if (!status) return false;
  const retryAfter = error.extensions.retryAfter;
  if (code === 'RATE_LIMITED' && retryAfter !== undefined) {
    res.setHeader('Retry-After', String(retryAfter));
  }
  refuse(res, status, code, error.message);
  return true;
}
