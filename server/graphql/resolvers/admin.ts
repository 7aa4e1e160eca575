import { auditReasonText } from '../../../domain/labels.ts';
import type { Resolvers } from '../resolvers-types.gen.ts';
import { pageArgs } from '../page-args.ts';
import { paiseToRupees } from '../../../domain/money.ts';
import * as orgs from '../../services/organisations.ts';
import { adminOverview } from '../../services/admin-overview.ts';
import { listAudit } from '../../services/audit.ts';
import {
  gstinStateMismatch,
  gstinStateMismatches,
  gstinStateOf,
  revealKyc,
} from '../../services/kyc.ts';
import { GST_STATES } from '../../../domain/gst.ts';
import { decideStore, listStores } from '../../services/store-decisions.ts';
import { setAdminRole, setUserBlocked } from '../../services/users.ts';
import { passkeyOrigin } from '../../auth/passkeys.ts';
import * as settings from '../../services/settings.ts';
import { owned, viewerOf } from '../authorization.ts';
import { epochMs } from '../time.ts';

/** The admin area: store decisions, KYC reveals, users blocked, the audit log. */
export const adminResolvers: Resolvers = {
  Query: {
    stores: (_, args, ctx) =>
      listStores(ctx.app, {
        ...pageArgs(args),
        status: args.status,
        search: args.search,
      }),
    auditLog: (_, args, ctx) => listAudit(ctx.app, pageArgs(args, 20)),
    organisations: (_, args, ctx) =>
      orgs.listOrganisations(ctx.app, {
        ...pageArgs(args),
        search: args.search,
        active: args.active,
      }),
    organisation: (_, { id }, ctx) => orgs.getOrganisation(ctx.app, id),
    platformSettings: (_, __, ctx) => settings.readPlatformSettings(ctx.app.db),
    gstinStateMismatches: (_, __, ctx) => gstinStateMismatches(ctx.app),
    async adminOverview(_, __, ctx) {
      const o = await adminOverview(ctx.app);
      return {
        ...o,
        revenueToday: paiseToRupees(o.revenueTodayPaise),
        revenue30: paiseToRupees(o.revenue30Paise),
      };
    },
  },
  Mutation: {
    updatePlatformSettings: (_, args, ctx) =>
      settings.updatePlatformSettings(ctx.app, viewerOf(ctx), {
        unpaidHoldHours: args.unpaidHoldHours,
        operatorGstin: args.operatorGstin ?? undefined,
      }),
    approveStore: (_, { storeId, reason }, ctx) =>
      decideStore(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId).id, 'APPROVE', reason),
    rejectStore: (_, { storeId, reason }, ctx) =>
      decideStore(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId).id, 'REJECT', reason),
    deactivateStore: (_, { storeId, reason }, ctx) =>
      decideStore(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId).id, 'DEACTIVATE', reason),
    reactivateStore: (_, { storeId, reason }, ctx) =>
      decideStore(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId).id, 'REACTIVATE', reason),
    revealStoreKyc: (_, { storeId, reason, passkey }, ctx) =>
      revealKyc(
        ctx.app,
        viewerOf(ctx),
        owned(ctx, 'STORE', storeId),
        reason,
        passkeyOrigin(ctx.app, ctx),
        passkey,
      ),
    setAdminRole: (_, { userId, role }, ctx) => setAdminRole(ctx.app, viewerOf(ctx), userId, role),
    blockUser: (_, { userId, reason }, ctx) =>
      setUserBlocked(ctx.app, viewerOf(ctx), userId, true, reason),
    unblockUser: (_, { userId, reason }, ctx) =>
      setUserBlocked(ctx.app, viewerOf(ctx), userId, false, reason),
    createOrganisation: (_, { input }, ctx) =>
      orgs.saveOrganisation(ctx.app, viewerOf(ctx), null, input),
    updateOrganisation: (_, { id, input }, ctx) =>
      orgs.saveOrganisation(ctx.app, viewerOf(ctx), id, input),
    deactivateOrganisation: (_, { id, reason }, ctx) =>
      orgs.setOrganisationActive(ctx.app, viewerOf(ctx), id, false, reason),
    reactivateOrganisation: (_, { id, reason }, ctx) =>
      orgs.setOrganisationActive(ctx.app, viewerOf(ctx), id, true, reason),
    setStoreOrganisation: (_, { storeId, organisationId }, ctx) =>
      orgs.setStoreOrganisation(
        ctx.app,
        viewerOf(ctx),
        owned(ctx, 'STORE', storeId),
        organisationId,
      ),
  },
  PlatformSettings: {
    operatorGstin: (s) => s.operatorGstin || null,
  },
  Organisation: {
    createdAt: (o) => epochMs(o.createdAt),
    ownerEmail: async (o, _, ctx) =>
      o.ownerId ? ((await ctx.loaders.usersById.load(o.ownerId))?.email ?? null) : null,
    stores: (o, _, ctx) => ctx.loaders.storesByOrganisation.load(o.id),
  },
  StoreReview: {
    address: (s) => s.address,
    ownerEmail: async (s, _, ctx) => (await ctx.loaders.usersById.load(s.ownerId))?.email ?? '',
    otherStores: async (s, _, ctx) =>
      (await ctx.loaders.storesByOwner.load(s.ownerId)).filter(
        (other) => other.id !== s.id && !other.isDeleted,
      ),
    stateName: (s) => (s.stateCode ? (GST_STATES[s.stateCode] ?? s.stateCode) : null),
    gstinStateCode: (s, _, ctx) => gstinStateOf(ctx.app, s),
    gstinStateName: (s, _, ctx) => {
      const code = gstinStateOf(ctx.app, s);
      return GST_STATES[code] ?? code;
    },
    gstinStateMismatch: (s, _, ctx) => gstinStateMismatch(ctx.app, s),
  },
  AuditEntry: {
    reason: (e) => (e.reason === null ? null : auditReasonText(e.action, e.reason)),
    actorEmail: async (e, _, ctx) => (await ctx.loaders.usersById.load(e.actorId))?.email ?? '',
    subjectName: async (e, _, ctx) => {
      if (e.subjectType === 'STORE')
        return (await ctx.loaders.storesById.load(e.subjectId))?.name ?? null;
      if (e.subjectType === 'USER')
        return (await ctx.loaders.usersById.load(e.subjectId))?.email ?? null;
      if (e.subjectType === 'ORGANISATION')
        return (await ctx.loaders.organisationsById.load(e.subjectId))?.name ?? null;
      return null;
    },
    createdAt: (e) => epochMs(e.createdAt),
  },
};
