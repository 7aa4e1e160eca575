import { GraphQLError } from 'graphql';
import * as v from 'valibot';
import { fieldMessages } from '../domain/auth.ts';
import type { ErrorCode } from '../domain/errors.ts';
import { m, messageRef, type MessageRef } from '../domain/messages.ts';
import { renderMessage } from './render-message.ts';

export type { ErrorCode };

const APP_ERROR = Symbol.for('threadline.AppError');

/**
 * An expected failure: travels to the client as a GraphQL error with `extensions.code`. Given as
 * a message (decision 030), its text is in the caller's language, and `extensions.messageKey`
 * and `extensions.params` name it for clients that word it themselves.
 */
export class AppError extends GraphQLError {
  readonly [APP_ERROR] = true;
  constructor(
    code: ErrorCode,
    message: string | MessageRef,
    extensions: Record<string, unknown> = {},
  ) {
    const named =
      typeof message === 'string' ? {} : { messageKey: message.key, params: message.params ?? {} };
    super(typeof message === 'string' ? message : renderMessage(message), {
      extensions: { ...extensions, ...named, code },
    });
  }
}

/** By brand, not `instanceof`: a bundler or test runner may load `graphql` twice. */
export function isAppError(error: unknown): error is AppError {
  return typeof error === 'object' && error !== null && APP_ERROR in error;
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', messageRef('signInRequired'));
export const forbidden = (message: string | MessageRef = messageRef('forbidden')) =>
  new AppError('FORBIDDEN', message);
export const notFound = () => new AppError('NOT_FOUND', messageRef('notFound'));
export const rateLimited = (retryAfter: number) =>
  new AppError('RATE_LIMITED', messageRef('tooManyAttempts'), { retryAfter });

/**
 * BAD_USER_INPUT with `fields`: field → message in the caller's language (the first is the
 * error's message); a field given as a message is named in `fieldKeys` too.
 */
export function badInput(fields: Record<string, string | MessageRef>): AppError {
  const entries = Object.entries(fields);
  const said = Object.fromEntries(
    entries.map(([field, text]) => [field, typeof text === 'string' ? text : renderMessage(text)]),
  );
  const keys = Object.fromEntries(entries.filter(([, text]) => typeof text !== 'string'));
  const first = Object.values(said)[0] ?? m.somethingWentWrong();
  return new AppError(
    'BAD_USER_INPUT',
    first,
    Object.keys(keys).length > 0 ? { fields: said, fieldKeys: keys } : { fields: said },
  );
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
