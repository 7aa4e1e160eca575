import { storeActivity } from '../../services/activity.ts';
import { myNotices, setStoreNotice } from '../../services/notifications.ts';
import type { Resolvers } from '../resolvers-types.gen.ts';
import { storeRolePermissions } from '../../../domain/permissions.ts';
import { locationView } from '../../services/locations.ts';
import * as members from '../../services/members.ts';
import { storeRoleOf } from '../../services/ownership.ts';
import { owned, viewerOf } from '../authorization.ts';
import { epochMs } from '../time.ts';

/** A store's team: members, invitations, roles (decision 051). */
export const memberResolvers: Resolvers = {
  ActivityEntry: { at: (e) => epochMs(e.at) },
  Query: {
    storeActivity: (_, { storeId, memberId, before, limit }, ctx) =>
      storeActivity(ctx.app, owned(ctx, 'STORE', storeId), { memberId, before, limit }),
    async storeTeam(_, { storeId }, ctx) {
      const store = owned(ctx, 'STORE', storeId);
      const [team, invitations, formerMembers] = await Promise.all([
        members.listMembers(ctx.app, store),
        members.listInvitations(ctx.app, store),
        members.listFormerMembers(ctx.app, store),
      ]);
      return { members: team, invitations, formerMembers };
    },
    async invitation(_, { token }, ctx) {
      const preview = await members.previewInvitation(ctx.app, token);
      return { ...preview, expiresAt: epochMs(preview.expiresAt) };
    },
  },
  Mutation: {
    inviteMember: (_, { storeId, email, role }, ctx) =>
      members.inviteMember(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId), { email, role }),
    resendInvitation: (_, { storeId, invitationId }, ctx) =>
      members.resendInvitation(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId), invitationId),
    revokeInvitation: (_, { storeId, invitationId }, ctx) =>
      members.revokeInvitation(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId), invitationId),
    acceptInvitation: (_, { token }, ctx) =>
      members.acceptInvitation(ctx.app, viewerOf(ctx), token),
    changeMemberRole: (_, { storeId, userId, role }, ctx) =>
      members.changeMemberRole(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId), userId, role),
    setMemberLocation: (_, { storeId, userId, locationId }, ctx) =>
      members.setMemberLocation(
        ctx.app,
        viewerOf(ctx),
        owned(ctx, 'STORE', storeId),
        userId,
        locationId ?? null,
      ),
    removeMember: (_, { storeId, userId }, ctx) =>
      members.removeMember(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId), userId),
    transferOwnership: (_, { storeId, userId }, ctx) =>
      members.transferOwnership(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId), userId),
    setStoreNotice: (_, { storeId, ...setting }, ctx) =>
      setStoreNotice(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId), setting),
  },
  Store: {
    myRole: (s, _, ctx) => (ctx.viewer ? storeRoleOf(ctx.app, ctx.viewer, s) : null),
    async myPermissions(s, _, ctx) {
      const role = ctx.viewer ? await storeRoleOf(ctx.app, ctx.viewer, s) : null;
      return role ? [...storeRolePermissions(role)] : [];
    },
    myLocationId: (s, _, ctx) => (ctx.viewer ? members.myLocationOf(ctx.app, ctx.viewer, s) : null),
    myNotices: (s, _, ctx) => (ctx.viewer ? myNotices(ctx.app, ctx.viewer, s) : []),
  },
  FormerMember: {
    userId: (t) => t.user.id,
    email: (t) => t.user.email,
    name: (t) => t.user.name,
    removedAt: (t) => epochMs(t.removedAt),
  },
  StoreMember: {
    userId: (t) => t.user.id,
    email: (t) => t.user.email,
    name: (t) => t.user.name,
    location: async (t, _, ctx) => {
      if (!t.locationId) return null;
      const row = await ctx.loaders.locationsById.load(t.locationId);
      const store = row && (await ctx.loaders.storesById.load(row.storeId));
      return row && store ? locationView(ctx.app, store, row) : null;
    },
    joinedAt: (t) => epochMs(t.joinedAt),
    lastActiveAt: (t) => (t.lastActiveAt ? epochMs(t.lastActiveAt) : null),
  },
  StoreInvitation: {
    invitedAt: (i) => epochMs(i.createdAt),
    expiresAt: (i) => epochMs(i.expiresAt),
    expired: (i, _, ctx) => i.expiresAt <= ctx.app.clock.now(),
  },
};
