/** Which server messages the console shows, and when it shows its own. */
import './browser-globals.ts';
import { describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { errorText } from '../../src/lib/error-text.ts';
import { ApiError } from '../../src/lib/graphql.ts';

describe('errorText', () => {
  it('shows a refusal and a retryable outage in the server’s words, a fault in the seed’s', () => {
    const fallback = m.somethingWentWrong();
    expect(errorText(new ApiError('Give a reason.', 'BAD_USER_INPUT'), fallback)).toBe(
      'Give a reason.',
    );
    const outage = new ApiError(
      m.databaseUnavailable(),
      'INTERNAL_SERVER_ERROR',
      undefined,
      undefined,
      {
        retryable: true,
      },
    );
    expect(errorText(outage, fallback)).toBe(m.databaseUnavailable());
    expect(errorText(new ApiError('Unexpected error.', 'INTERNAL_SERVER_ERROR'), fallback)).toBe(
      fallback,
    );
    expect(errorText(new ApiError('fetch failed', 'NETWORK'), fallback)).toBe(fallback);
    expect(errorText(new Error('x'), fallback)).toBe(fallback);
  });
});
