import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { codeFrom, engines, errorCode, startTestApi, type TestApi } from './harness.ts';
import { ME, REGISTER, SEND, VERIFY, signUp, storedUser } from './flows.ts';

describe.each(engines)('sign-up by one-time code (%s)', (engine) => {
  let api: TestApi;
  beforeAll(async () => void (api = await startTestApi(engine)));
  afterAll(() => api.close());

  it('registers a store owner whose code was read from the e-mail', async () => {
    const sent = await api.gql(SEND, { email: 'New.Owner@Example.com' });
    expect(sent.data).toEqual({ sendRegistrationOTP: { success: true, resendAfter: 30 } });
    const mail = api.mailsTo('new.owner@example.com').at(-1)!;
    expect(mail).toMatch(/Your Threadline sign-up code is \d{6}/);
    const ok = await api.gql(VERIFY, { email: 'new.owner@example.com', otp: codeFrom(mail) });
    expect(ok.data).toEqual({ verifyRegistrationOTP: true });
    const reg = await api.gql<{
      register: { token: string; user: { email: string; role: string } };
    }>(REGISTER, {
      email: 'new.owner@example.com',
      password: 'a long password',
      role: 'STORE_OWNER',
    });
    expect(reg.data?.register.user).toMatchObject({
      email: 'new.owner@example.com',
      role: 'STORE_OWNER',
    });
    const me = await api.gql<{ me: { email: string; stores: unknown[] } }>(
      ME,
      {},
      { token: reg.data!.register.token },
    );
    expect(me.data?.me).toMatchObject({ email: 'new.owner@example.com', stores: [] });
  });

  it('keeps the optional organisation, full name and phone, and checks the phone', async () => {
    const email = 'with.details@example.com';
    await api.gql(SEND, { email });
    const otp = codeFrom(api.mailsTo(email).at(-1)!);
    await api.gql(VERIFY, { email, otp });
    const DETAILED = `mutation($email: String!, $password: String!, $org: String, $fullName: String, $phone: String) {
      register(email: $email, password: $password, role: STORE_OWNER, org: $org, fullName: $fullName, phone: $phone) { token user { name phone } } }`;
    const bad = await api.gql(DETAILED, { email, password: 'a long password', phone: '12345' });
    expect(bad.errors?.[0]?.extensions.fields).toEqual({ phone: m.phoneFormat() });
    const reg = await api.gql<{ register: { user: { name: string; phone: string } } }>(DETAILED, {
      email,
      password: 'a long password',
      org: '  Asha Textiles ',
      fullName: 'Asha Rao',
      phone: '98765 43210',
    });
    expect(reg.data?.register.user).toEqual({ name: 'Asha Rao', phone: '+919876543210' });
    const user = await storedUser(api, email);
    const orgs = await api.app.db.execute<{ name: string; owner_id: string }>(
      sql`select name, owner_id from organisations where owner_id = ${user!.id}`,
    );
    expect((orgs as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'Asha Textiles', owner_id: user!.id },
    ]);
  });

  it('hashes passwords with argon2id at the OWASP parameters', async () => {
    await signUp(api, 'hash@example.com', 'hash me please');
    const row = await storedUser(api, 'hash@example.com');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain('hash me please');
  });

  it('still answers the deprecated verifyRegistratioOTP', async () => {
    await api.gql(SEND, { email: 'legacy@example.com' });
    const otp = codeFrom(api.mailsTo('legacy@example.com').at(-1)!);
    const res = await api.gql(
      `mutation($e: String!, $o: String!) { verifyRegistratioOTP(email: $e, otp: $o) }`,
      { e: 'legacy@example.com', o: otp },
    );
    expect(res.data).toEqual({ verifyRegistratioOTP: true });
  });

  it('refuses an expired code', async () => {
    await api.gql(SEND, { email: 'late@example.com' });
    const otp = codeFrom(api.mailsTo('late@example.com').at(-1)!);
    api.clock.advance(10 * 60_000 + 1000);
    const res = await api.gql(VERIFY, { email: 'late@example.com', otp });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions.fields).toEqual({ otp: m.otpInvalid() });
  });

  it('accepts a code once only', async () => {
    await api.gql(SEND, { email: 'once@example.com' });
    const otp = codeFrom(api.mailsTo('once@example.com').at(-1)!);
    expect((await api.gql(VERIFY, { email: 'once@example.com', otp })).data).toEqual({
      verifyRegistrationOTP: true,
    });
    expect(errorCode(await api.gql(VERIFY, { email: 'once@example.com', otp }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('burns a code after 5 wrong tries', async () => {
    await api.gql(SEND, { email: 'guess@example.com' });
    const otp = codeFrom(api.mailsTo('guess@example.com').at(-1)!);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(errorCode(await api.gql(VERIFY, { email: 'guess@example.com', otp: wrong }))).toBe(
        'BAD_USER_INPUT',
      );
    }
    const res = await api.gql(VERIFY, { email: 'guess@example.com', otp });
    expect(res.errors?.[0]?.message).toBe(m.otpInvalid());
  });

  it('makes a resend replace the previous code', async () => {
    await api.gql(SEND, { email: 'resend@example.com' });
    const first = codeFrom(api.mailsTo('resend@example.com').at(-1)!);
    api.clock.advance(31_000);
    await api.gql(SEND, { email: 'resend@example.com' });
    const second = codeFrom(api.mailsTo('resend@example.com').at(-1)!);
    if (first !== second) {
      expect(errorCode(await api.gql(VERIFY, { email: 'resend@example.com', otp: first }))).toBe(
        'BAD_USER_INPUT',
      );
    }
    expect((await api.gql(VERIFY, { email: 'resend@example.com', otp: second })).data).toEqual({
      verifyRegistrationOTP: true,
    });
  });

  it('keeps a 30 s cooldown and at most 5 sends an hour per e-mail', async () => {
    const email = 'cooldown@example.com';
    expect((await api.gql(SEND, { email })).data).toBeTruthy();
    const early = await api.gql(SEND, { email });
    expect(errorCode(early)).toBe('RATE_LIMITED');
    expect(early.errors?.[0]?.extensions.retryAfter).toBe(30);
    for (let i = 0; i < 4; i++) {
      api.clock.advance(31_000);
      expect((await api.gql(SEND, { email })).data).toBeTruthy();
    }
    api.clock.advance(31_000);
    const sixth = await api.gql(SEND, { email });
    expect(errorCode(sixth)).toBe('RATE_LIMITED');
    expect(Number(sixth.errors?.[0]?.extensions.retryAfter)).toBeGreaterThan(3000);
    expect(api.mailsTo(email)).toHaveLength(5);
  });

  it('registers only an e-mail verified in the last 30 minutes', async () => {
    const unverified = await api.gql(REGISTER, {
      email: 'nobody@example.com',
      password: 'a long password',
      role: 'CUSTOMER',
    });
    expect(unverified.errors?.[0]?.extensions.fields).toEqual({ email: m.emailNotVerified() });

    await api.gql(SEND, { email: 'slow@example.com' });
    await api.gql(VERIFY, {
      email: 'slow@example.com',
      otp: codeFrom(api.mailsTo('slow@example.com').at(-1)!),
    });
    api.clock.advance(30 * 60_000 + 1000);
    const stale = await api.gql(REGISTER, {
      email: 'slow@example.com',
      password: 'a long password',
      role: 'CUSTOMER',
    });
    expect(errorCode(stale)).toBe('BAD_USER_INPUT');
    expect(await storedUser(api, 'slow@example.com')).toBeUndefined();
  });

  it('never creates an ADMIN at sign-up', async () => {
    await api.gql(SEND, { email: 'sneaky@example.com' });
    await api.gql(VERIFY, {
      email: 'sneaky@example.com',
      otp: codeFrom(api.mailsTo('sneaky@example.com').at(-1)!),
    });
    const res = await api.gql(REGISTER, {
      email: 'sneaky@example.com',
      password: 'a long password',
      role: 'ADMIN',
    });
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(await storedUser(api, 'sneaky@example.com')).toBeUndefined();
  });

  it('allows CUSTOMER at sign-up and refuses a second account for one e-mail', async () => {
    await signUp(api, 'shopper@example.com', 'a long password', 'CUSTOMER');
    expect((await storedUser(api, 'shopper@example.com'))?.role).toBe('CUSTOMER');
    api.clock.advance(31_000);
    await api.gql(SEND, { email: 'shopper@example.com' });
    expect(api.mailsTo('shopper@example.com').at(-1)).toMatch(/an account already exists/);
  });

  it('checks the input with the seed messages', async () => {
    const bad = await api.gql(SEND, { email: 'not-an-email' });
    expect(bad.errors?.[0]?.extensions.fields).toEqual({ email: m.emailInvalid() });
    const empty = await api.gql(SEND, { email: '' });
    expect(empty.errors?.[0]?.extensions.fields).toEqual({ email: m.emailIsRequired() });
    const noOtp = await api.gql(VERIFY, { email: 'a@example.com', otp: '' });
    expect(noOtp.errors?.[0]?.extensions.fields).toEqual({ otp: m.otpRequired() });
    const short = await api.gql(REGISTER, {
      email: 'a@example.com',
      password: 'short',
      role: 'STORE_OWNER',
    });
    expect(short.errors?.[0]?.extensions.fields).toEqual({ password: m.passwordMin8() });
    const long = await api.gql(REGISTER, {
      email: 'a@example.com',
      password: 'x'.repeat(101),
      role: 'STORE_OWNER',
    });
    expect(long.errors?.[0]?.extensions.fields).toEqual({ password: m.passwordMax100() });
  });
});
