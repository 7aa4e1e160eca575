/** The seller's payments and ledger, and the admin's payouts (decision 022). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { PayoutStatus } from '../../../gql/graphql.ts';
import { downloadExport } from '../../../lib/download.ts';
import { request } from '../../../lib/graphql.ts';
import type { ListPlace } from '../../../lib/cursors.ts';

export { paymentKeys } from './keys.ts';
import { paymentKeys } from './keys.ts';

const StorePaymentsDocument = graphql(`
  query StorePayments($storeId: ID!) {
    storePayments(storeId: $storeId) {
      nextPayoutDay
      nextPayoutPaise
      waitingPaise
      recoveringPaise
      payouts {
        id
        cycleDay
        amountPaise
        lines
        status
        utr
        paidOn
      }
    }
  }
`);

export const paymentsQueryOptions = (storeId: string) =>
  queryOptions({
    queryKey: paymentKeys.store(storeId),
    queryFn: async () => (await request(StorePaymentsDocument, { storeId })).storePayments,
  });

const StoreLedgerDocument = graphql(`
  query StoreLedgerPage(
    $storeId: ID!
    $from: String!
    $to: String!
    $page: Int
    $after: String
    $before: String
  ) {
    storeLedgerPage(
      storeId: $storeId
      from: $from
      to: $to
      page: $page
      limit: 50
      after: $after
      before: $before
    ) {
      nextCursor
      prevCursor
      items {
        id
        orderId
        orderItemId
        productName
        event
        kind
        part
        amountPaise
        rateBp
        payableOn
        createdAt
        payoutId
      }
    }
  }
`);

export const ledgerQueryOptions = (storeId: string, from: string, to: string, place: ListPlace) =>
  queryOptions({
    queryKey: [...paymentKeys.ledger(storeId, from, to), place] as const,
    queryFn: async () =>
      (await request(StoreLedgerDocument, { storeId, from, to, ...place })).storeLedgerPage,
    // The page shown stays (dimmed, its cursors unused) while the next one loads: no jump.
    placeholderData: keepPreviousData,
  });

/** The period's ledger as a CSV file, streamed by GET /exports/ledger.csv (decision 026). */
export const downloadLedgerCsv = (storeId: string, from: string, to: string) =>
  downloadExport('/exports/ledger.csv', { storeId, from, to }, `ledger-${from}-to-${to}.csv`);

/** A group of supplies or credit notes, and the month's TCS and TDS, wherever they are shown. */
graphql(`
  fragment FilingSupplyFields on FilingSupply {
    placeOfSupply
    stateName
    ratePercent
    taxableValuePaise
    cgstPaise
    sgstPaise
    igstPaise
    totalPaise
  }
`);

graphql(`
  fragment FilingTcsFields on FilingTcs {
    suppliesPaise
    returnsPaise
    netTaxablePaise
    cgstPaise
    sgstPaise
    igstPaise
    unsplitPaise
    tdsPaise
  }
`);

const FilingPackDocument = graphql(`
  query FilingPack($storeId: ID!, $month: String!, $locationId: ID) {
    filingPack(storeId: $storeId, month: $month, locationId: $locationId) {
      month
      gstin
      hsnDigits
      invoices
      creditNoteCount
      sales {
        ...FilingSupplyFields
      }
      creditNotes {
        ...FilingSupplyFields
      }
      transfers {
        recipientGstin
        number
        date
        placeOfSupply
        stateName
        ratePercent
        taxableValuePaise
        cgstPaise
        sgstPaise
        igstPaise
        totalPaise
      }
      hsn {
        hsn
        complete
        unit
        quantity
        ratePercent
        taxableValuePaise
        cgstPaise
        sgstPaise
        igstPaise
        totalPaise
      }
      tcs {
        ...FilingTcsFields
      }
      documents {
        kind
        from
        to
        total
        cancelled
        netIssued
      }
      operatorSupplies {
        operatorGstin
        netValuePaise
        cgstPaise
        sgstPaise
        igstPaise
      }
      reconciliation {
        gstr1NetPaise
        gstr8NetPaise
        suppliesTimingPaise
        creditsTimingPaise
        differencePaise
      }
      claimsPaidPaise
      csv
    }
  }
`);

export const filingQueryOptions = (storeId: string, month: string, locationId: string | null) =>
  queryOptions({
    queryKey: paymentKeys.filing(storeId, month, locationId),
    queryFn: async () =>
      (await request(FilingPackDocument, { storeId, month, locationId })).filingPack,
  });

const PlatformFilingDocument = graphql(`
  query PlatformFiling($month: String!) {
    platformFiling(month: $month) {
      storeId
      storeName
      gstin
      tcs {
        ...FilingTcsFields
      }
    }
  }
`);

export const platformFilingQueryOptions = (month: string) =>
  queryOptions({
    queryKey: paymentKeys.platformFiling(month),
    queryFn: async () => (await request(PlatformFilingDocument, { month })).platformFiling,
  });

const AdminPayoutsDocument = graphql(`
  query AdminPayouts($status: PayoutStatus) {
    adminPayouts(status: $status) {
      id
      storeId
      storeName
      cycleDay
      amountPaise
      lines
      status
      utr
      paidOn
    }
  }
`);

export const adminPayoutsQueryOptions = (status: PayoutStatus) =>
  queryOptions({
    queryKey: paymentKeys.admin(status),
    queryFn: async () => (await request(AdminPayoutsDocument, { status })).adminPayouts,
  });

const MarkPaidDocument = graphql(`
  mutation MarkPayoutPaid($id: ID!, $utr: String!, $paidOn: String!) {
    markPayoutPaid(id: $id, utr: $utr, paidOn: $paidOn) {
      id
      status
      utr
      paidOn
    }
  }
`);

export const markPayoutPaid = (vars: { id: string; utr: string; paidOn: string }) =>
  request(MarkPaidDocument, vars);

const RunPayoutBatchDocument = graphql(`
  mutation RunPayoutBatch {
    runPayoutBatch {
      made
      failedStoreNames
    }
  }
`);

/** Batches every store's payable lines now: the payouts made, and the stores whose batch failed. */
export const runPayoutsNow = () =>
  request(RunPayoutBatchDocument, {}).then((r) => r.runPayoutBatch);

const CategoriesDocument = graphql(`
  query CommissionCategories {
    productCategories {
      id
      name
      gender
    }
  }
`);

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...paymentKeys.all, 'categories'],
    queryFn: async () => (await request(CategoriesDocument, {})).productCategories,
  });

const SetCommissionDocument = graphql(`
  mutation SetCommissionRate($categoryId: ID!, $percent: Float!, $from: String!) {
    setCommissionRate(categoryId: $categoryId, percent: $percent, from: $from) {
      categoryId
      from
      bp
    }
  }
`);

export const setCommissionRate = (vars: { categoryId: string; percent: number; from: string }) =>
  request(SetCommissionDocument, vars);

const PayoutStatementDocument = graphql(`
  query PayoutStatement($storeId: ID!, $payoutId: ID!) {
    payoutStatement(storeId: $storeId, payoutId: $payoutId) {
      storeName
      gstin
      movesTotal
      payout {
        id
        cycleDay
        amountPaise
        lines
        status
        utr
        paidOn
      }
      totals {
        kind
        amountPaise
        lines
      }
      moves {
        orderId
        orderItemId
        productName
        event
        byClaim
        netPaise
      }
    }
  }
`);

export const statementQueryOptions = (storeId: string, payoutId: string) =>
  queryOptions({
    queryKey: paymentKeys.statement(storeId, payoutId),
    queryFn: async () =>
      (await request(PayoutStatementDocument, { storeId, payoutId })).payoutStatement,
  });
