import type { Resolvers } from '../resolvers-types.gen.ts';
import { HEALTH_WINDOWS } from '../../../domain/seller-health.ts';
import * as health from '../../services/seller-health.ts';
import { badInput } from '../../errors.ts';
import { messageRef } from '../../../domain/messages.ts';
import { owned, viewerOf } from '../authorization.ts';
import { epochMs } from '../time.ts';
import type { StoreHealthStepRow } from '../../db/schema.ts';

/** The most stores the admin's list of stores over the limits answers at once. */
const OVER_LIMITS_MAX = 200;

/** A step as the page reads it (who made it is the platform or "an administrator"). */
const stepTaken = (row: StoreHealthStepRow) => ({
  id: row.id,
  from: row.fromStep,
  to: row.toStep,
  metrics: row.metrics,
  byAdmin: row.actorId !== null,
  exemptUntil: row.exemptUntil,
  reason: row.reason,
  at: epochMs(row.at),
});

/** A store's page as the schema reads it: its steps shaped above. */
const asRead = (view: health.HealthView) => ({ ...view, steps: view.steps.map(stepTaken) });

/** Seller health (issue 50, decision 053). */
export const healthResolvers: Resolvers = {
  Query: {
    storeHealth: async (_, { storeId }, ctx) => {
      const view = await health.healthView(
        ctx.app.db,
        owned(ctx, 'STORE', storeId).id,
        ctx.app.clock.now(),
      );
      return asRead(view);
    },
    healthItems: async (_, { storeId, metric, days }, ctx) => {
      if (!(HEALTH_WINDOWS as readonly number[]).includes(days))
        throw badInput({ days: messageRef('healthWindowInvalid') });
      const items = await health.healthItems(
        ctx.app,
        owned(ctx, 'STORE', storeId).id,
        metric,
        days,
      );
      return items.map((item) => ({ ...item, at: epochMs(item.at) }));
    },
    storesOverLimits: async (_, { limit }, ctx) => {
      const rows = await health.storesOverLimits(
        ctx.app,
        Math.min(Math.max(limit ?? 50, 1), OVER_LIMITS_MAX),
      );
      return rows.map((row) => ({ ...row, overMetrics: row.overMetrics ?? [] }));
    },
  },
  Mutation: {
    reviewStoreHealth: async (_, { storeId }, ctx) => {
      const at = ctx.app.clock.now();
      await health.reviewStoreHealth(ctx.app, owned(ctx, 'STORE', storeId).id, at);
      const view = await health.healthView(ctx.app.db, storeId, at);
      return asRead(view);
    },
    setHealthExemption: async (_, { storeId, until, reason }, ctx) => {
      const view = await health.setHealthExemption(
        ctx.app,
        viewerOf(ctx),
        owned(ctx, 'STORE', storeId),
        { until, reason },
      );
      return asRead(view);
    },
  },
};
