import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../../domain/enums.ts';
import { graphql } from '../../../gql';
import type { ComplaintsQuery, InvoiceQuery, OrderHistoryQuery } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import type { ListPlace } from '../../../lib/cursors.ts';
import { orderKeys } from './keys.ts';

/*
 * An order's invoice, the store's order history and its complaints: each read by its own page,
 * apart from the orders list's queries, which the list's first visit loads (issue 52).
 */

export const InvoiceDocument = graphql(`
  query Invoice($orderId: ID!) {
    orderInvoice(orderId: $orderId) {
      number
      date
      interState
      stateTaxName
      reverseCharge
      seller {
        name
        address
        gstin
        stateCode
        stateName
      }
      buyer {
        name
        address
        phone
        email
        stateCode
        stateName
        pinCode
      }
      lines {
        description
        sku
        hsn
        quantity
        unit
        unitPrice
        discount
        taxRate
        cgstRate
        sgstRate
        igstRate
        taxableValuePaise
        cgstPaise
        sgstPaise
        igstPaise
        totalPaise
      }
      taxableValuePaise
      cgstPaise
      sgstPaise
      igstPaise
      packagingPaise
      packagingTaxableValue
      packagingTaxRate
      totalPaise
      totalInWords
      creditNotes {
        id
        number
        date
        reason
        productName
        quantity
        taxRatePercent
        taxableValuePaise
        cgstPaise
        sgstPaise
        igstPaise
        totalPaise
      }
    }
  }
`);

export type Invoice = InvoiceQuery['orderInvoice'];

export const invoiceQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.invoice(orderId),
    queryFn: async () => (await request(InvoiceDocument, { orderId })).orderInvoice,
  });

export const OrderHistoryDocument = graphql(`
  query OrderHistory($storeId: ID!, $page: Int, $limit: Int, $after: String, $before: String) {
    storeOrderHistory(
      storeId: $storeId
      page: $page
      limit: $limit
      after: $after
      before: $before
    ) {
      totalCount
      totalCapped
      nextCursor
      prevCursor
      items {
        nthOrder
        isFirstOrder
        order {
          id
          createdAt
          packagingPaise
          packagingTaxPaise
          pricesIncludeTax
          totalAmount
          totalAmountPaise
          shippingInfo {
            name
          }
          items {
            id
            itemStatus
            productName
            price
            quantity
            discountPercent
            taxRate
            amountPaise
            taxablePaise
            taxPaise
            statusHistory {
              status
              at
            }
          }
        }
      }
    }
  }
`);

export type HistoryEntry = OrderHistoryQuery['storeOrderHistory']['items'][number];

export const historyQueryOptions = (storeId: string, place: ListPlace) =>
  queryOptions({
    queryKey: orderKeys.history(storeId, place),
    queryFn: async () =>
      (await request(OrderHistoryDocument, { storeId, ...place, limit: PAGE_SIZE }))
        .storeOrderHistory,
    placeholderData: keepPreviousData,
  });

export const ComplaintsDocument = graphql(`
  query Complaints($storeId: ID!, $page: Int, $limit: Int, $after: String, $before: String) {
    storeComplaints(storeId: $storeId, page: $page, limit: $limit, after: $after, before: $before) {
      totalCount
      totalCapped
      nextCursor
      prevCursor
      items {
        id
        orderId
        customerName
        productName
        issue
        description
        attachments
        status
        resolutionNote
        createdAt
        updatedAt
        history {
          status
          note
          at
        }
      }
    }
  }
`);

export type Complaint = ComplaintsQuery['storeComplaints']['items'][number];

export const complaintsQueryOptions = (storeId: string, place: ListPlace) =>
  queryOptions({
    queryKey: orderKeys.complaints(storeId, place),
    queryFn: async () =>
      (await request(ComplaintsDocument, { storeId, ...place, limit: PAGE_SIZE })).storeComplaints,
    placeholderData: keepPreviousData,
  });
