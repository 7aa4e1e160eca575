/** Store submission with the KYC format checks, through the real server and database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { eq } from 'drizzle-orm';
import { stores } from '../../server/db/schema.ts';
import { STORE_INPUT, freshKyc, userWithToken } from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';

const CREATE = `mutation($input: CreateStoreInput!) { createStore(input: $input) { id status } }`;

describe.each(engines)('store submission on %s', (engine) => {
  let api: TestApi;
  let owner: Awaited<ReturnType<typeof userWithToken>>;
  beforeAll(async () => {
    api = await startTestApi(engine);
    owner = await userWithToken(api, 'kyc@stores.test', 'STORE_OWNER');
  });
  afterAll(() => api.close());

  it('refuses each invalid identifier with the message that says what is wrong', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ gstin: '29ABCPE1234F1Z8' }, 'gstin', m.gstinCheck()],
      [{ gstin: '99ABCPE1234F1Z7' }, 'gstin', m.gstinState()],
      [{ panNum: 'ABCDE1234F' }, 'panNum', m.panHolder()],
      [{ panNum: 'ABCPF1234F' }, 'panNum', m.panGstinMismatch()],
      [{ addhaarNum: '234567890123' }, 'addhaarNum', m.aadhaarCheck()],
      [{ addhaarNum: '134567890123' }, 'addhaarNum', m.aadhaarStart()],
      [{ ifsc: 'HDFC1001234' }, 'ifsc', m.ifscFormat()],
      [{ upiId: 'asha' }, 'upiId', m.upiFormat()],
      [{ phone: '12345' }, 'phone', m.phoneFormat()],
      [{ accNum: '12ab' }, 'accNum', m.accountFormat()],
      [{ email: 'not-mail' }, 'email', m.invalidEmailAddress()],
    ];
    for (const [change, field, message] of cases) {
      const r = await api.gql(
        CREATE,
        { input: { ...STORE_INPUT, ...change } },
        { token: owner.token },
      );
      expect(errorCode(r), field).toBe('BAD_USER_INPUT');
      expect(r.errors![0]!.extensions.fields, field).toEqual({ [field]: message });
    }
    const ok = await api.gql<{ createStore: { status: string } }>(
      CREATE,
      { input: STORE_INPUT },
      { token: owner.token },
    );
    expect(ok.data!.createStore.status).toBe('PENDING');
  });

  it('takes the seed’s createStore (address as one string), and refuses a GSTIN of another state (decision 026)', async () => {
    const seller = await userWithToken(api, 'seedshape@stores.test', 'STORE_OWNER');
    const seedShaped = {
      ...STORE_INPUT,
      ...freshKyc('27'),
      addresses: '14 Linking Road, Bandra West, Mumbai 400050',
      stateCode: undefined,
      pinCode: undefined,
    };
    const made = await api.gql<{ createStore: { id: string } }>(
      CREATE,
      { input: seedShaped },
      { token: seller.token },
    );
    expect(made.errors).toBeUndefined();
    const [row] = await api.app.db
      .select()
      .from(stores)
      .where(eq(stores.id, made.data!.createStore.id));
    expect([row!.stateCode, row!.pinCode]).toEqual(['27', '400050']);
    // Neither the GSTIN's state nor a PIN in the address: said, not guessed.
    const noPin = await api.gql(
      CREATE,
      { input: { ...seedShaped, ...freshKyc('27'), addresses: 'Linking Road, Mumbai' } },
      { token: seller.token },
    );
    expect(noPin.errors![0]!.extensions.fields).toEqual({ pinCode: m.storePinRequired() });
    // A Karnataka GSTIN for a store in Maharashtra.
    const wrongState = await api.gql(
      CREATE,
      {
        input: {
          ...STORE_INPUT,
          ...freshKyc('29'),
          stateCode: '27',
          pinCode: '400050',
        },
      },
      { token: seller.token },
    );
    expect(wrongState.errors![0]!.extensions.fields).toEqual({
      gstin: m.gstinStateMismatch(),
    });
  });

  it('shows an admin each store’s state and PIN, and lists the older stores whose GSTIN is of another state', async () => {
    const admin = await userWithToken(api, 'admin@stores.test', 'ADMIN');
    const seller = await userWithToken(api, 'older@stores.test', 'STORE_OWNER');
    const REVIEW = `query($name: String!) { stores(search: $name) { items { review { stateCode
      stateName pinCode gstinStateCode gstinStateName gstinStateMismatch } } } }`;
    const MISMATCHES = `{ gstinStateMismatches { id name } }`;
    const make = async (name: string) =>
      (
        await api.gql<{ createStore: { id: string } }>(
          CREATE,
          {
            input: { ...STORE_INPUT, ...freshKyc('27'), name, stateCode: '27', pinCode: '400050' },
          },
          { token: seller.token },
        )
      ).data!.createStore.id;
    await make('Right State Looms');
    const older = await make('Older State Looms');
    // A store from before the check: its address moved to Rajasthan, its GSTIN Maharashtra's.
    await api.app.db
      .update(stores)
      .set({ stateCode: '08', pinCode: '302001' })
      .where(eq(stores.id, older));
    const review = async (name: string) =>
      (
        await api.gql<{ stores: { items: { review: unknown }[] } }>(
          REVIEW,
          { name },
          { token: admin.token },
        )
      ).data!.stores.items[0]!.review;
    expect(await review('Right State Looms')).toEqual({
      stateCode: '27',
      stateName: 'Maharashtra',
      pinCode: '400050',
      gstinStateCode: '27',
      gstinStateName: 'Maharashtra',
      gstinStateMismatch: false,
    });
    expect(await review('Older State Looms')).toEqual({
      stateCode: '08',
      stateName: 'Rajasthan',
      pinCode: '302001',
      gstinStateCode: '27',
      gstinStateName: 'Maharashtra',
      gstinStateMismatch: true,
    });
    const listed = await api.gql<{ gstinStateMismatches: { id: string; name: string }[] }>(
      MISMATCHES,
      {},
      { token: admin.token },
    );
    expect(listed.data!.gstinStateMismatches).toEqual([{ id: older, name: 'Older State Looms' }]);
    expect(errorCode(await api.gql(MISMATCHES, {}, { token: seller.token }))).toBe('FORBIDDEN');
  });
});
