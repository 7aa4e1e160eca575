/** The language of the server's answers and the user's remembered choice (decision 030). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
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
    expect((await api.gql(ME, {}, { token })).data).toEqual({ me: { locale: 'hi' } });
    expect(errorCode(await api.gql(SET, { locale: 'en' }))).toBe('UNAUTHENTICATED');
  });
});
