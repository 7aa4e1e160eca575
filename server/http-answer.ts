import type { ServerResponse } from 'node:http';
import type { ErrorCode } from '../domain/errors.ts';

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
