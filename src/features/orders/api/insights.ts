import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { StoreInsightsQuery } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { orderKeys } from './keys.ts';

/* The dashboard's figures: its own read, apart from the orders list's queries (issue 52). */

export const StoreInsightsDocument = graphql(`
  query StoreInsights($storeId: ID!) {
    storeRevenue(storeId: $storeId) {
      totalRevenuePaise
      totalSales
    }
    storeInsights(storeId: $storeId) {
      todayOrders
      countedStatuses
      days {
        day
        orders
        revenuePaise
      }
    }
  }
`);

export type StoreInsights = StoreInsightsQuery;

export interface Insights {
  /** Before GST: the taxable values stored with each line at checkout. */
  totalRevenuePaise: number;
  totalSales: number;
  todayOrders: number;
  days: { day: string; orders: number; revenuePaise: number }[];
}

/** The seed's rule: one query per store of the owner, summed (in integer paise). */
export const insightsQueryOptions = (storeIds: readonly string[]) =>
  queryOptions({
    queryKey: orderKeys.insights(storeIds),
    queryFn: async (): Promise<Insights> => {
      const all = await Promise.all(
        storeIds.map((storeId) => request(StoreInsightsDocument, { storeId })),
      );
      const days = all[0]?.storeInsights.days.map((d) => ({ ...d })) ?? [];
      for (const r of all.slice(1))
        r.storeInsights.days.forEach((d, i) => {
          const day = days[i];
          if (day) {
            day.orders += d.orders;
            day.revenuePaise += d.revenuePaise;
          }
        });
      return {
        totalRevenuePaise: all.reduce((n, r) => n + r.storeRevenue.totalRevenuePaise, 0),
        totalSales: all.reduce((n, r) => n + r.storeRevenue.totalSales, 0),
        todayOrders: all.reduce((n, r) => n + r.storeInsights.todayOrders, 0),
        days,
      };
    },
  });
