import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { TransferStatus } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';

/** Stock transfers between a store's locations (issue 51, decision 055). */
export const transferKeys = {
  all: ['transfers'] as const,
  list: (storeId: string, status: TransferStatus | null) =>
    [...transferKeys.all, 'list', storeId, status ?? 'all'] as const,
  one: (transferId: string) => [...transferKeys.all, 'one', transferId] as const,
  products: (storeId: string, search: string) =>
    [...transferKeys.all, 'products', storeId, search] as const,
};

graphql(`
  fragment TransferPlace on StoreLocation {
    id
    name
    isPrimary
    address
    stateCode
    pinCode
    gstin
  }

  fragment TransferSummary on StockTransfer {
    id
    status
    documentKind
    documentNumber
    documentDate
    sentAt
    receivedAt
    piecesSent
    piecesReceived
    from {
      ...TransferPlace
    }
    to {
      ...TransferPlace
    }
  }
`);

const TransfersDocument = graphql(`
  query StockTransfers($storeId: ID!, $status: TransferStatus) {
    stockTransfers(storeId: $storeId, status: $status, limit: 100) {
      ...TransferSummary
    }
  }
`);

export const transfersQueryOptions = (storeId: string, status: TransferStatus | null) =>
  queryOptions({
    queryKey: transferKeys.list(storeId, status),
    queryFn: async () => (await request(TransfersDocument, { storeId, status })).stockTransfers,
  });

const TransferDocument = graphql(`
  query StockTransfer($transferId: ID!) {
    stockTransfer(transferId: $transferId) {
      ...TransferSummary
      storeId
      storeName
      note
      receiveNote
      sentByName
      receivedByName
      taxablePaise
      cgstPaise
      sgstPaise
      igstPaise
      totalPaise
      totalInWords
      stateTaxName
      needsEwayBill
      lines {
        referenceId
        description
        sku
        hsnCode
        quantitySent
        quantityReceived
        shortfall
        unitPricePaise
        taxRatePercent
        taxablePaise
        cgstPaise
        sgstPaise
        igstPaise
      }
    }
  }
`);

export const transferQueryOptions = (transferId: string) =>
  queryOptions({
    queryKey: transferKeys.one(transferId),
    queryFn: async () => (await request(TransferDocument, { transferId })).stockTransfer,
  });

export type Transfer = Awaited<
  ReturnType<NonNullable<ReturnType<typeof transferQueryOptions>['queryFn']>>
>;

/** The store's products whose name matches, with each variant's pieces at each location. */
const TransferProductsDocument = graphql(`
  query TransferProducts($storeId: ID!, $name: String) {
    storeProducts(storeId: $storeId, page: 1, limit: 10, name: $name) {
      items {
        id
        name
        entries {
          id
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
          locations {
            locationId
            totalStock
            reservedStock
          }
        }
      }
    }
  }
`);

export const transferProductsQueryOptions = (storeId: string, search: string) =>
  queryOptions({
    queryKey: transferKeys.products(storeId, search),
    queryFn: async () =>
      (await request(TransferProductsDocument, { storeId, name: search })).storeProducts.items,
    placeholderData: keepPreviousData,
  });

export type TransferProduct = Awaited<
  ReturnType<NonNullable<ReturnType<typeof transferProductsQueryOptions>['queryFn']>>
>[number];

export const SendTransferDocument = graphql(`
  mutation SendStockTransfer($storeId: ID!, $input: StockTransferInput!) {
    sendStockTransfer(storeId: $storeId, input: $input) {
      id
      documentNumber
    }
  }
`);

export const ReceiveTransferDocument = graphql(`
  mutation ReceiveStockTransfer($transferId: ID!, $input: TransferReceiptInput) {
    receiveStockTransfer(transferId: $transferId, input: $input) {
      id
      documentNumber
      status
    }
  }
`);
