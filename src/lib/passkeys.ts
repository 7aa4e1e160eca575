import { queryOptions } from '@tanstack/react-query';
import { m } from '../../domain/messages.ts';
import { graphql } from '../gql';
import { ApiError, request } from './graphql.ts';

/**
 * Passkeys (decision 051) through @simplewebauthn/browser, loaded only when one is used: the
 * server makes each challenge, the authenticator answers it, the server checks the answer.
 */

const StartRegistration = graphql(`
  mutation startPasskeyRegistration {
    startPasskeyRegistration {
      id
      options
    }
  }
`);
const FinishRegistration = graphql(`
  mutation finishPasskeyRegistration($passkey: PasskeyProof!, $name: String) {
    finishPasskeyRegistration(passkey: $passkey, name: $name) {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);
const RemovePasskey = graphql(`
  mutation removePasskey($id: ID!) {
    removePasskey(id: $id)
  }
`);
const StartSignIn = graphql(`
  mutation startPasskeySignIn {
    startPasskeySignIn {
      id
      options
    }
  }
`);
const SignIn = graphql(`
  mutation signInWithPasskey($passkey: PasskeyProof!) {
    signInWithPasskey(passkey: $passkey) {
      token
      user {
        id
        email
        role
        adminPermissions
        locale
        stores {
          id
          name
          logo
          isDeleted
          type
          description
          createdAt
          isApproved
          myPermissions
        }
      }
    }
  }
`);
const StartConfirmation = graphql(`
  mutation startPasskeyConfirmation {
    startPasskeyConfirmation {
      id
      options
    }
  }
`);
const MyPasskeys = graphql(`
  query myPasskeys {
    myPasskeys {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

type Challenge = { id: string; options: string };

/** The authenticator's answer to a challenge; a prompt cancelled or failed says so. */
async function answer(kind: 'create' | 'get', challenge: Challenge) {
  const web = await import('@simplewebauthn/browser');
  try {
    const optionsJSON = JSON.parse(challenge.options);
    const response =
      kind === 'create'
        ? await web.startRegistration({ optionsJSON })
        : await web.startAuthentication({ optionsJSON });
    return { challengeId: challenge.id, response: JSON.stringify(response) };
  } catch {
    throw new ApiError(m.passkeyCancelled(), 'BAD_USER_INPUT');
  }
}

export const passkeyKeys = { mine: () => ['passkeys'] as const };

export const myPasskeysQuery = () =>
  queryOptions({
    queryKey: passkeyKeys.mine(),
    queryFn: async () => (await request(MyPasskeys, {})).myPasskeys,
  });

/** Registers a new passkey on this device under `name`. */
export async function addPasskey(name: string) {
  const challenge = (await request(StartRegistration, {})).startPasskeyRegistration;
  const passkey = await answer('create', challenge);
  return (await request(FinishRegistration, { passkey, name: name || null }))
    .finishPasskeyRegistration;
}

export async function removePasskey(id: string) {
  return (await request(RemovePasskey, { id })).removePasskey;
}

/** Signs in with a passkey the authenticator offers: the same answer as a password's. */
export async function signInWithPasskey() {
  const challenge = (await request(StartSignIn, {})).startPasskeySignIn;
  const passkey = await answer('get', challenge);
  return (await request(SignIn, { passkey })).signInWithPasskey;
}

/** The signed-in admin's confirmation with one of their passkeys, to send with a reveal. */
export async function confirmWithPasskey() {
  const challenge = (await request(StartConfirmation, {})).startPasskeyConfirmation;
  return answer('get', challenge);
}
