import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { requestPasswordReset } from '../../server/services/accounts.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';
import { LOGIN, ME, userWithToken } from './flows.ts';

const REQUEST = `mutation($email: String!) { requestPasswordReset(email: $email) }`;
const RESET = `mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }`;

function linkToken(mail: string): string {
  const match = mail.match(/http:\/\/console\.test\/reset-password\?token=([\w-]+)/);
  if (!match) throw new Error(`no reset link in:\n${mail}`);
  return match[1]!;
}

describe.each(engines)('password reset (%s)', (engine) => {
  let api: TestApi;
  beforeAll(async () => void (api = await startTestApi(engine)));
  afterAll(() => api.close());

  it('answers before looking the e-mail up, the same for known and unknown e-mails', async () => {
    await userWithToken(api, 'known@example.com', 'STORE_OWNER');
    // The service answers at once; the look-up and the mail run after the answer, so neither
    // the answer nor its timing depends on whether the account exists.
    const queries: string[] = [];
    const db = new Proxy(api.app.db, {
      get(target, prop, receiver) {
        if (prop === 'select' || prop === 'transaction') queries.push(prop);
        return Reflect.get(target, prop, receiver);
      },
    });
    const app = { ...api.app, db };
    for (const email of ['known@example.com', 'nobody@example.com']) {
      queries.length = 0;
      expect(await requestPasswordReset(app, { email }, '203.0.113.9')).toBe(true);
      expect(queries).toEqual([]);
      await api.app.tasks.settled();
      expect(queries).toEqual(['transaction']);
    }
    await api.app.mail.deliverDue();
    expect(api.mailsTo('known@example.com')).toHaveLength(1);
    expect(api.mailsTo('nobody@example.com')).toHaveLength(0);
  });

  it('resets by e-mailed link, once, and signs out every session', async () => {
    const { token: session } = await userWithToken(
      api,
      'forgetful@example.com',
      'STORE_OWNER',
      'old password 1',
    );
    expect((await api.gql(REQUEST, { email: 'forgetful@example.com' })).data).toEqual({
      requestPasswordReset: true,
    });
    const token = linkToken(api.mailsTo('forgetful@example.com').at(-1)!);
    expect((await api.gql(RESET, { token, password: 'new password 2' })).data).toEqual({
      resetPassword: true,
    });

    expect(errorCode(await api.gql(ME, {}, { token: session }))).toBe('UNAUTHENTICATED');
    expect(
      errorCode(
        await api.gql(LOGIN, { email: 'forgetful@example.com', password: 'old password 1' }),
      ),
    ).toBe('UNAUTHENTICATED');
    expect(
      (await api.gql(LOGIN, { email: 'forgetful@example.com', password: 'new password 2' })).data,
    ).toBeTruthy();

    const again = await api.gql(RESET, { token, password: 'third password 3' });
    expect(again.errors?.[0]?.extensions.fields).toEqual({ token: m.resetLinkInvalid() });
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    expect((await api.gql(REQUEST, { email: 'nobody@example.com' })).data).toEqual({
      requestPasswordReset: true,
    });
    expect(api.mailsTo('nobody@example.com')).toHaveLength(0);
  });

  it('expires a link after an hour', async () => {
    await userWithToken(api, 'slowpoke@example.com', 'CUSTOMER');
    await api.gql(REQUEST, { email: 'slowpoke@example.com' });
    const token = linkToken(api.mailsTo('slowpoke@example.com').at(-1)!);
    api.clock.advance(60 * 60_000 + 1000);
    expect(errorCode(await api.gql(RESET, { token, password: 'new password 2' }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('applies the password rule and the per-e-mail limit', async () => {
    await userWithToken(api, 'rules@example.com', 'CUSTOMER');
    await api.gql(REQUEST, { email: 'rules@example.com' });
    const token = linkToken(api.mailsTo('rules@example.com').at(-1)!);
    const short = await api.gql(RESET, { token, password: 'short' });
    expect(short.errors?.[0]?.extensions.fields).toEqual({ password: m.passwordMin8() });
    for (let i = 0; i < 4; i++) await api.gql(REQUEST, { email: 'rules@example.com' });
    expect(errorCode(await api.gql(REQUEST, { email: 'rules@example.com' }))).toBe('RATE_LIMITED');
  });
});
