import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../../domain/enums.ts';
import { graphql } from '../../../gql';
import type { OrderFieldsFragment } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { queryClient as sharedClient } from '../../../lib/query-client.ts';
import { savedListRow, savedRows, startFromSavedList } from '../../../lib/saved-list.ts';
import { indianDate, toDate } from '../../../../domain/dates.ts';
import { itemInQueue } from '../../../../domain/dispatch.ts';
import { orderFoundUnder } from '../../../../domain/order-item-status.ts';
import { orderMatchesSearch } from '../../../../domain/search.ts';
import { orderFilters, orderKeys, type OrderFilters } from './keys.ts';

/**
 * Everything an order's screen shows. The list reads the same fields, so an order opened from a
 * saved list page shows at once, offline too (decision 020), and its detail query only refreshes it.
 */
graphql(`
  fragment ItemPlace on StoreLocation {
    id
    name
    isPrimary
    address
    stateCode
    pinCode
  }
`);

graphql(`
  fragment OrderFields on Order {
    id
    storeId
    createdAt
    status
    totalAmount
    totalAmountPaise
    pricesIncludeTax
    paymentMethod
    packagingPaise
    packagingTaxPaise
    invoiceNumber
    discountCode
    settlement {
      cancelledPaise
      refundedPaise
      paysPaise
    }
    deliveryType
    deliveryInstructions
    shippingInfo {
      name
      email
      phone
      address
      stateCode
      pinCode
    }
    sender {
      name
      address
      phone
      stateCode
      pinCode
    }
    items {
      id
      itemStatus
      price
      quantity
      total
      discountPercent
      taxRate
      amountPaise
      taxablePaise
      taxPaise
      productId
      colorId
      sizeId
      referenceId
      productName
      sku
      color {
        name
        names {
          locale
          name
        }
      }
      size {
        name
        names {
          locale
          name
        }
      }
      product {
        id
        mainImage
      }
      statusHistory {
        status
        at
        receivedAt
        byName
      }
      location {
        ...ItemPlace
        contactPhone
      }
      returnsTo {
        ...ItemPlace
      }
      dispatchBy
      breached
      courier
      awb
      shippedAt
      returnWindowEndsOn
      returnReason
      returnNote
      qcNote
      qcPhotos
      claim {
        id
        kind
        status
        amountClaimedPaise
        amountAcceptedPaise
        deadline
        decisionReason
      }
      claimOptions {
        kind
        closesOn
        maxAmountPaise
        photos
        video
        awb
      }
    }
  }
`);

export const StoreOrdersDocument = graphql(`
  query StoreOrders(
    $storeId: ID!
    $page: Int
    $limit: Int
    $status: OrderStatus
    $search: String
    $after: String
    $before: String
    $queue: DispatchQueue
    $location: ID
  ) {
    storeOrdersTC(
      storeId: $storeId
      page: $page
      limit: $limit
      status: $status
      search: $search
      after: $after
      before: $before
      queue: $queue
      location: $location
    ) {
      totalCount
      totalCapped
      nextCursor
      prevCursor
      items {
        ...OrderFields
      }
    }
  }
`);

export type OrderRow = OrderFieldsFragment;
export interface OrdersPage {
  totalCount: number;
  totalCapped?: boolean;
  nextCursor?: string | null;
  prevCursor?: string | null;
  items: OrderRow[];
}

/** A page of orders, read from the cursor in its address (src/lib/cursors.ts PageCursors). */
export const ordersQueryOptions = (storeId: string, given: Partial<OrderFilters>) => {
  const filters = orderFilters(given);
  return queryOptions({
    queryKey: orderKeys.list(storeId, filters),
    queryFn: async (): Promise<OrdersPage> =>
      (
        await request(StoreOrdersDocument, {
          storeId,
          page: filters.page,
          limit: PAGE_SIZE,
          status: filters.status || null,
          search: filters.search || null,
          queue: filters.queue || null,
          location: filters.location || null,
          after: filters.after ?? null,
          before: filters.before ?? null,
        })
      ).storeOrdersTC,
    placeholderData: keepPreviousData,
  });
};

export const OrderDetailsDocument = graphql(`
  query OrderDetails($orderId: ID!) {
    orderDetails(orderId: $orderId) {
      ...OrderFields
    }
  }
`);

export type OrderDetails = OrderFieldsFragment;
export type OrderItem = OrderDetails['items'][number];

/** The saved orders list pages (each row holds its order's details). */
const savedOrderPages = { queryKey: orderKeys.lists() };

/** An order as saved on this device: its own entry, or its row on a saved list page. */
export function savedOrder(queryClient: QueryClient, orderId: string): OrderDetails | undefined {
  return (
    queryClient.getQueryData<OrderDetails>(orderKeys.order(orderId)) ??
    savedListRow<OrderDetails>(queryClient, savedOrderPages, orderId)?.row
  );
}

/**
 * The orders of `storeId` saved on this device that a list's filters would show (its status,
 * queue and search), newest first: what an orders list shows offline for a key it never saved.
 */
export function searchSavedOrders(
  queryClient: QueryClient,
  storeId: string,
  filters: Pick<OrderFilters, 'status' | 'search' | 'queue' | 'location'>,
): { saved: number; matches: OrderRow[] } {
  const all = savedRows<OrderRow>(
    queryClient,
    { queryKey: orderKeys.lists() },
    {
      queryKey: orderKeys.details(),
    },
  ).filter((o) => o.storeId === storeId);
  const today = indianDate(new Date());
  const queue = filters.queue || null;
  const matches = all.filter(
    (o) =>
      (!filters.status || orderFoundUnder(o.items.map((i) => i.itemStatus)).has(filters.status)) &&
      // At a location, an item there in the queue (as the server reads it: issue 51).
      o.items.some(
        (i) =>
          (!queue || itemInQueue(i, queue, today)) &&
          (!filters.location || i.location?.id === filters.location),
      ) &&
      orderMatchesSearch(filters.search, { id: o.id, name: o.shippingInfo.name }),
  );
  const at = (o: OrderRow) => toDate(o.createdAt).getTime();
  matches.sort((a, b) => at(b) - at(a) || (a.id < b.id ? 1 : -1));
  return { saved: all.length, matches };
}

/**
 * One order; opened from a saved list page it starts from that row, and is read again each time
 * it opens: another member of the store may have moved its items since the list was read.
 */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.order(orderId),
    queryFn: async () => (await request(OrderDetailsDocument, { orderId })).orderDetails,
    staleTime: 0,
    ...startFromSavedList<OrderDetails>(sharedClient, savedOrderPages, orderId),
  });
