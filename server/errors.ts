import { GraphQLError } from 'graphql';
import * as v from 'valibot';
import { fieldMessages } from '../domain/auth.ts';
import type { ErrorCode } from '../domain/errors.ts';
import { m } from '../domain/messages.ts';

export type { ErrorCode };

const APP_ERROR = Symbol.for('threadline.AppError');

/** An expected failure: travels to the client as a GraphQL error with `extensions.code`. */
export class AppError extends GraphQLError {
  readonly [APP_ERROR] = true;
  constructor(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { ...extensions, code } });
  }
}

/** By brand, not `instanceof`: a bundler or test runner may load `graphql` twice. */
export function isAppError(error: unknown): error is AppError {
  return typeof error === 'object' && error !== null && APP_ERROR in error;
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', m.signInRequired());
export const forbidden = (message: string = m.forbidden()) => new AppError('FORBIDDEN', message);
export const notFound = () => new AppError('NOT_FOUND', m.notFound());
export const rateLimited = (retryAfter: number) =>
  new AppError('RATE_LIMITED', m.tooManyAttempts(), { retryAfter });

/** BAD_USER_INPUT with `fields`: field → message; the first message is the error's message. */
export function badInput(fields: Record<string, string>): AppError {
  const first = Object.values(fields)[0] ?? m.somethingWentWrong();
  return new AppError('BAD_USER_INPUT', first, { fields });
}

/** Parses one argument's value, or throws BAD_USER_INPUT naming `field`. */
export function parseField<S extends v.GenericSchema>(
  field: string,
  schema: S,
  value: unknown,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw badInput({ [field]: result.issues[0].message });
  return result.output;
}

/** Parses `input` with a domain schema, or throws BAD_USER_INPUT with the seed's messages. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw badInput(fieldMessages(result.issues));
  return result.output;
}

/**
 * Whether `error` is PostgreSQL's unique violation (23505) of `constraint`, as node-postgres and
 * PGlite raise it, whether or not drizzle wrapped it (its `cause`).
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (pg.code === '23505') {
      return pg.constraint === constraint || String(pg.message).includes(constraint);
    }
  }
  return false;
}
