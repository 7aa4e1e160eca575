import type { Resolvers } from '../resolvers-types.gen.ts';
import * as passkeys from '../../auth/passkeys.ts';
import { viewerOf } from '../authorization.ts';
import { epochMs } from '../time.ts';

/** Passkeys: registered while signed in, signed in with, and confirming a KYC reveal. */
export const passkeyResolvers: Resolvers = {
  Query: {
    myPasskeys: (_, __, ctx) => passkeys.listPasskeys(ctx.app, viewerOf(ctx)),
  },
  Mutation: {
    startPasskeyRegistration: (_, __, ctx) =>
      passkeys.startRegistration(ctx.app, viewerOf(ctx), passkeys.passkeyOrigin(ctx.app, ctx)),
    finishPasskeyRegistration: (_, { passkey, name }, ctx) =>
      passkeys.finishRegistration(
        ctx.app,
        viewerOf(ctx),
        passkeys.passkeyOrigin(ctx.app, ctx),
        passkey,
        name,
      ),
    removePasskey: (_, { id }, ctx) => passkeys.removePasskey(ctx.app, viewerOf(ctx), id),
    startPasskeySignIn: (_, __, ctx) =>
      passkeys.startSignIn(ctx.app, passkeys.passkeyOrigin(ctx.app, ctx), ctx.ip),
    signInWithPasskey: (_, { passkey }, ctx) =>
      passkeys.signIn(ctx.app, passkeys.passkeyOrigin(ctx.app, ctx), passkey),
    startPasskeyConfirmation: (_, __, ctx) =>
      passkeys.startConfirmation(ctx.app, viewerOf(ctx), passkeys.passkeyOrigin(ctx.app, ctx)),
  },
  Passkey: {
    createdAt: (p) => epochMs(p.createdAt),
    lastUsedAt: (p) => (p.lastUsedAt ? epochMs(p.lastUsedAt) : null),
  },
};
