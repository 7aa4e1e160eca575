import type { Resolvers } from '../resolvers-types.gen.ts';
import * as accounts from '../../services/accounts.ts';
import * as notifications from '../../services/notifications.ts';
import * as orderMail from '../../services/order-mail.ts';
import * as registration from '../../services/registration.ts';
import { viewerOf } from '../authorization.ts';
import { epochMs } from '../time.ts';
import { adminRolePermissions } from '../../../domain/permissions.ts';

export const accountResolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => viewerOf(ctx),
    user: (_, { id }, ctx) => accounts.getUser(ctx.app, viewerOf(ctx), id),
    users: (_, args, ctx) => accounts.listUsers(ctx.app, args),
    supportContact: (_, __, ctx) => ctx.app.config.support,
    notifications: (_, { limit }, ctx) =>
      notifications.notificationFeed(ctx.app, viewerOf(ctx), limit ?? 20),
  },
  Mutation: {
    login: (_, args, ctx) => accounts.login(ctx.app, args, ctx.ip),
    sendRegistrationOTP: (_, args, ctx) => registration.sendRegistrationCode(ctx.app, args, ctx.ip),
    verifyRegistrationOTP: (_, args, ctx) =>
      registration.verifyRegistrationCode(ctx.app, args, ctx.ip),
    verifyRegistratioOTP: (_, args, ctx) =>
      registration.verifyRegistrationCode(ctx.app, args, ctx.ip),
    register: (_, args, ctx) => registration.register(ctx.app, args, ctx.ip),
    sendShippingEmailCode: (_, args, ctx) =>
      orderMail.sendShippingEmailCode(ctx.app, viewerOf(ctx), args),
    verifyShippingEmail: (_, args, ctx) =>
      orderMail.verifyShippingEmail(ctx.app, viewerOf(ctx), args),
    requestPasswordReset: (_, args, ctx) => accounts.requestPasswordReset(ctx.app, args, ctx.ip),
    resetPassword: (_, args, ctx) => accounts.resetPassword(ctx.app, args, ctx.ip),
    signOutEverywhere: (_, __, ctx) => accounts.signOutEverywhere(ctx.app, viewerOf(ctx)),
    updateProfile: (_, args, ctx) => accounts.updateProfile(ctx.app, viewerOf(ctx), args),
    setLocale: (_, { locale }, ctx) => accounts.setLocale(ctx.app, viewerOf(ctx), locale),
    markNotificationsRead: (_, { ids }, ctx) => notifications.markRead(ctx.app, viewerOf(ctx), ids),
  },
  User: {
    createdAt: (u) => epochMs(u.createdAt),
    updatedAt: (u) => epochMs(u.updatedAt),
    version: (u) => u.version,
    stores: (u, _, ctx) => ctx.loaders.storesOfPerson.load(u.id),
    blocked: (u) => u.blockedAt !== null,
    blockedReason: (u) => u.blockedReason,
    lowStockThreshold: (u) => u.lowStockThreshold,
    adminRole: (u) => u.adminRole,
    adminPermissions: (u) => (u.adminRole ? [...adminRolePermissions(u.adminRole)] : []),
  },
  Notification: {
    title: (n) => notifications.notificationTitle(n),
    body: (n) => notifications.notificationBody(n),
    read: (n) => n.readAt !== null,
    createdAt: (n) => epochMs(n.createdAt),
  },
};
