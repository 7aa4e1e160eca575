/** The language of the server's answers and the user's remembered choice (decision 030). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m, messageRef } from '../../domain/messages.ts';
import { notify } from '../../server/services/notifications.ts';
import { userWithToken } from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';

const SET = `mutation($locale: String!) { setLocale(locale: $locale) { id locale } }`;
const ME = `{ me { locale } }`;
const UPDATE = `mutation($name: String) { updateProfile(name: $name) { name } }`;

describe.each(engines)('locale (%s)', (engine) => {
  let api: TestApi;
  beforeAll(async () => void (api = await startTestApi(engine)));
  afterAll(() => api.close());

  it('answers its messages in the language the console chose, or the browser asks for', async () => {
    const { token } = await userWithToken(api, 'locale@example.com', 'STORE_OWNER');
    const long = 'x'.repeat(81);
    const english = await api.gql(UPDATE, { name: long }, { token });
    expect(english.errors?.[0]?.message).toBe(m.nameTooLong({}, { locale: 'en' }));
    const chosen = await api.gql(UPDATE, { name: long }, { token, headers: { 'x-locale': 'hi' } });
    expect(chosen.errors?.[0]?.message).toBe(m.nameTooLong({}, { locale: 'hi' }));
    expect(chosen.errors?.[0]?.message).not.toBe(m.nameTooLong({}, { locale: 'en' }));
    expect(errorCode(chosen)).toBe('BAD_USER_INPUT');
    const asked = await api.gql(
      UPDATE,
      { name: long },
      { token, headers: { 'accept-language': 'fr-FR,hi-IN;q=0.8,en;q=0.5' } },
    );
    expect(asked.errors?.[0]?.message).toBe(m.nameTooLong({}, { locale: 'hi' }));
    const unknown = await api.gql(UPDATE, { name: long }, { token, headers: { 'x-locale': 'xx' } });
    expect(unknown.errors?.[0]?.message).toBe(m.nameTooLong({}, { locale: 'en' }));
  });

  it('renders a notification in the language of whoever reads it, and mails in the reader’s', async () => {
    const { user, token } = await userWithToken(api, 'reader@example.com', 'STORE_OWNER');
    await notify(api.app.db, new Date(), {
      userId: user.id,
      kind: 'PAYOUT_PAID',
      title: messageRef('payoutSentTitle'),
      body: messageRef('payoutSentBody', { amount: { paise: 123456 }, utr: 'HDFC0000001234' }),
    });
    const FEED = `{ notifications(limit: 1) { items { title body } } }`;
    const read = async (locale: string) =>
      (
        (await api.gql(FEED, {}, { token, headers: { 'x-locale': locale } })).data as {
          notifications: { items: { title: string; body: string }[] };
        }
      ).notifications.items[0];
    expect(await read('en')).toEqual({
      title: 'Payout sent',
      body: '₹1,234.56, UTR HDFC0000001234',
    });
    expect(await read('hi')).toEqual({
      title: m.payoutSentTitle({}, { locale: 'hi' }),
      body: m.payoutSentBody({ amount: '₹1,234.56', utr: 'HDFC0000001234' }, { locale: 'hi' }),
    });

    // A reset link goes out in the language the user chose, whatever the request's.
    await api.gql(SET, { locale: 'hi' }, { token });
    await api.gql(`mutation($e: String!) { requestPasswordReset(email: $e) }`, {
      e: 'reader@example.com',
    });
    const mails = api.mailsTo('reader@example.com');
    const firstLine = m.resetMailText({ link: '' }, { locale: 'hi' }).split('\n')[0]!;
    expect(mails.at(-1)).toContain(firstLine);
  });

  it('remembers the user’s language, refuses one it does not speak, and only for the caller', async () => {
    const { token } = await userWithToken(api, 'remember@example.com', 'STORE_OWNER');
    expect((await api.gql(ME, {}, { token })).data).toEqual({ me: { locale: null } });
    const saved = await api.gql(SET, { locale: 'hi' }, { token });
    expect(saved.data).toMatchObject({ setLocale: { locale: 'hi' } });
    expect((await api.gql(ME, {}, { token })).data).toEqual({ me: { locale: 'hi' } });
    const refused = await api.gql(SET, { locale: 'fr' }, { token });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.fields).toEqual({
      locale: m.localeInvalid({}, { locale: 'en' }),
    });
    // Other clients word it themselves: the message's key is named beside the text.
    expect(refused.errors?.[0]?.extensions?.fieldKeys).toEqual({
      locale: { key: 'localeInvalid' },
    });
    const missing = await api.gql(`{ user(id: "${crypto.randomUUID()}") { id } }`, {}, { token });
    expect(missing.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      messageKey: 'notFound',
      params: {},
    });
    expect((await api.gql(ME, {}, { token })).data).toEqual({ me: { locale: 'hi' } });
    expect(errorCode(await api.gql(SET, { locale: 'en' }))).toBe('UNAUTHENTICATED');
  });
});
