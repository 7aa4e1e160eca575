/** Seller health (issue 50, decision 053): a store's Performance page and the admin's list. */
import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../gql';
import type { HealthMetric } from '../../gql/graphql.ts';
import { request } from '../../lib/graphql.ts';

export const healthKeys = {
  all: ['health'] as const,
  store: (storeId: string) => [...healthKeys.all, 'store', storeId] as const,
  items: (storeId: string, metric: HealthMetric, days: number) =>
    [...healthKeys.all, 'items', storeId, metric, days] as const,
  overLimits: () => [...healthKeys.all, 'over-limits'] as const,
};

graphql(`
  fragment StoreHealthFields on StoreHealth {
    storeId
    storeName
    step
    overSince
    holdOn
    pauseOn
    overMetrics
    reviewedOn
    exemptUntil
    exemptReason
    policy {
      minSample
      judgedDays
      holdAfterDays
      pauseAfterDays
    }
    windows {
      days
      from
      figures {
        metric
        count
        outOf
        basisPoints
        maxBasisPoints
        judged
        over
      }
    }
    steps {
      id
      from
      to
      metrics
      byAdmin
      exemptUntil
      reason
      at
    }
  }
`);

const StoreHealthDocument = graphql(`
  query StoreHealth($storeId: ID!) {
    storeHealth(storeId: $storeId) {
      ...StoreHealthFields
    }
  }
`);

export const storeHealthOptions = (storeId: string) =>
  queryOptions({
    queryKey: healthKeys.store(storeId),
    queryFn: async () => (await request(StoreHealthDocument, { storeId })).storeHealth,
  });

const HealthItemsDocument = graphql(`
  query HealthItems($storeId: ID!, $metric: HealthMetric!, $days: Int!) {
    healthItems(storeId: $storeId, metric: $metric, days: $days) {
      orderId
      productId
      name
      at
      status
    }
  }
`);

export const healthItemsOptions = (storeId: string, metric: HealthMetric, days: number) =>
  queryOptions({
    queryKey: healthKeys.items(storeId, metric, days),
    queryFn: async () =>
      (await request(HealthItemsDocument, { storeId, metric, days })).healthItems,
  });

const OverLimitsDocument = graphql(`
  query StoresOverLimits {
    storesOverLimits {
      storeId
      storeName
      step
      overSince
      overMetrics
      exemptUntil
    }
  }
`);

export const storesOverLimitsOptions = () =>
  queryOptions({
    queryKey: healthKeys.overLimits(),
    queryFn: async () => (await request(OverLimitsDocument, {})).storesOverLimits,
  });

const ExemptDocument = graphql(`
  mutation SetHealthExemption($storeId: ID!, $until: String, $reason: String!) {
    setHealthExemption(storeId: $storeId, until: $until, reason: $reason) {
      ...StoreHealthFields
    }
  }
`);

export const setHealthExemption = (vars: {
  storeId: string;
  until: string | null;
  reason: string;
}) => request(ExemptDocument, vars);

const ReviewNowDocument = graphql(`
  mutation ReviewStoreHealth($storeId: ID!) {
    reviewStoreHealth(storeId: $storeId) {
      ...StoreHealthFields
    }
  }
`);

export const reviewStoreHealthNow = (storeId: string) => request(ReviewNowDocument, { storeId });
