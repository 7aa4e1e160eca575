import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type { TestApi } from './harness.ts';

/**
 * A software passkey for API tests: a P-256 key pair that answers the server's WebAuthn
 * challenges as an authenticator with user verification would ("none" attestation). Its CBOR is
 * written with @simplewebauthn's own encoder; browser tests use Chromium's virtual authenticator.
 */
export function softPasskey(origin = ORIGIN) {
  const rpIdHash = sha256(new URL(origin).hostname);
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = isoBase64URL.fromBuffer(credentialId);
  let counter = 0;
  // COSE_Key: kty EC2, alg ES256, crv P-256, x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
  const authData = (withCredential: boolean) => {
    counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    // Flags: user present (0x01), user verified (0x04), and attested credential data (0x40).
    const flags = Buffer.from([withCredential ? 0x45 : 0x05]);
    if (!withCredential) return Buffer.concat([rpIdHash, flags, count]);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    return Buffer.concat([rpIdHash, flags, count, Buffer.alloc(16), length, credentialId, coseKey]);
  };
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  return {
    id,
    /** The answer to a registration challenge's options (JSON). */
    register(optionsJson: string): string {
      const { challenge } = JSON.parse(optionsJson) as { challenge: string };
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(true)],
        ]) as never,
      );
      return JSON.stringify({
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', challenge)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      });
    },
    /** The answer to an authentication challenge's options (JSON). */
    assert(optionsJson: string): string {
      const { challenge } = JSON.parse(optionsJson) as { challenge: string };
      const data = authData(false);
      const client = clientData('webauthn.get', challenge);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return JSON.stringify({
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(client),
          authenticatorData: isoBase64URL.fromBuffer(data),
          signature: isoBase64URL.fromBuffer(signature),
        },
        clientExtensionResults: {},
      });
    },
  };
}

export type SoftPasskey = ReturnType<typeof softPasskey>;

/** The test API's public address (harness.ts): passkeys are bound to its host name. */
export const ORIGIN = 'http://console.test';
const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest();

type Challenge = { id: string; options: string };

/** Registers a new soft passkey for the token's person, through the API. */
export async function registerPasskey(api: TestApi, token: string, name = 'Test key') {
  const key = softPasskey();
  const headers = { origin: ORIGIN };
  const start = await api.gql<{ startPasskeyRegistration: Challenge }>(
    `mutation { startPasskeyRegistration { id options } }`,
    {},
    { token, headers },
  );
  const challenge = start.data!.startPasskeyRegistration;
  const done = await api.gql<{ finishPasskeyRegistration: { id: string } }>(
    `mutation($p: PasskeyProof!, $n: String) { finishPasskeyRegistration(passkey: $p, name: $n) { id } }`,
    { p: { challengeId: challenge.id, response: key.register(challenge.options) }, n: name },
    { token, headers },
  );
  if (!done.data) throw new Error(JSON.stringify(done.errors));
  return key;
}

/** A confirmation by `key` to send with a KYC reveal. */
export async function passkeyProof(api: TestApi, token: string, key: SoftPasskey) {
  const start = await api.gql<{ startPasskeyConfirmation: Challenge }>(
    `mutation { startPasskeyConfirmation { id options } }`,
    {},
    { token, headers: { origin: ORIGIN } },
  );
  const challenge = start.data!.startPasskeyConfirmation;
  return { challengeId: challenge.id, response: key.assert(challenge.options) };
}
