import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMonth, indianDate } from '../../../../domain/dates.ts';
import { monthProblem } from '../../../../domain/filing.ts';
import { m } from '../../../../domain/messages.ts';
import { formatInr } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { stateName } from '../../../../domain/locations.ts';
import {
  locationName,
  storeLocationsQueryOptions,
  type StoreLocation,
} from '../../../lib/locations.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useOnline } from '../../../offline/online.ts';
import type { FilingPackQuery, PlatformFilingQuery } from '../../../gql/graphql.ts';
import { filingQueryOptions, platformFilingQueryOptions } from '../api/payments.ts';
import { saveCsv } from '../../../lib/download.ts';

type Pack = FilingPackQuery['filingPack'];
type Tax = Pick<
  Pack['sales'][number],
  'taxableValuePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'
>;
type Tcs = Pack['tcs'];

const thisMonth = () => indianDate(new Date()).slice(0, 7);

/** The month to report: a month input, YYYY-MM, this month unless chosen. */
function MonthField({
  month,
  onMonth,
  error,
}: {
  month: string;
  onMonth(next: string): void;
  error: string | null;
}) {
  return (
    <Field
      label={m.month()}
      type="month"
      value={month}
      max={thisMonth()}
      error={error ?? undefined}
      onChange={(e) => onMonth(e.target.value)}
      className="w-48"
    />
  );
}

/** Figures of one group as label/value pairs: a card that fits 360 px and reads on paper. */
function TaxFigures({ row, title }: { row: Tax; title: string }) {
  return (
    <li className="flex flex-col gap-1 rounded-md border border-line p-3" data-testid="filing-row">
      <span className="font-medium">{title}</span>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm tabular-nums">
        <dt className="text-soft">{m.taxableValue()}</dt>
        <dd className="text-right">{formatInr(row.taxableValuePaise)}</dd>
        {row.igstPaise !== 0 && (
          <>
            <dt className="text-soft">{m.igst()}</dt>
            <dd className="text-right">{formatInr(row.igstPaise)}</dd>
          </>
        )}
        {(row.cgstPaise !== 0 || row.sgstPaise !== 0) && (
          <>
            <dt className="text-soft">{m.cgst()}</dt>
            <dd className="text-right">{formatInr(row.cgstPaise)}</dd>
            <dt className="text-soft">{m.sgstUtgst()}</dt>
            <dd className="text-right">{formatInr(row.sgstPaise)}</dd>
          </>
        )}
        <dt className="font-semibold">{m.total()}</dt>
        <dd className="text-right font-semibold">{formatInr(row.totalPaise)}</dd>
      </dl>
    </li>
  );
}

function TcsFigures({ tcs }: { tcs: Tcs }) {
  const rows: (readonly [string, number])[] = [
    [m.suppliesDeliveredTaxable(), tcs.suppliesPaise],
    [m.returnedTaxable(), tcs.returnsPaise],
    [m.netTaxableValue(), tcs.netTaxablePaise],
    [m.tcsCgst(), tcs.cgstPaise],
    [m.tcsSgst(), tcs.sgstPaise],
    [m.tcsIgst(), tcs.igstPaise],
    ...(tcs.unsplitPaise ? [[m.tcsUnsplit(), tcs.unsplitPaise] as [string, number]] : []),
    [m.tdsSection(), tcs.tdsPaise],
  ];
  return <Figures rows={rows} />;
}

/** Label/amount rows in two columns, as the TCS block reads. */
function Figures({ rows }: { rows: readonly (readonly [string, number])[] }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
      {rows.map(([label, paise]) => (
        <div key={label} className="contents">
          <dt className="text-soft">{label}</dt>
          <dd className="text-right">{formatInr(paise)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** GSTR-1 table 13: each series of documents issued in the month. */
function DocumentsIssued({ rows }: { rows: Pack['documents'] }) {
  if (rows.length === 0) return <p className="text-sm text-soft">{m.noDocumentsIssued()}</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {rows.map((d) => (
        <li
          key={`${d.kind}-${d.from}`}
          className="flex flex-col gap-1 rounded-md border border-line p-3"
          data-testid="filing-documents"
        >
          <span className="font-medium">
            {d.kind === 'INVOICE'
              ? m.invoicesForOutwardSupply()
              : d.kind === 'CREDIT_NOTE'
                ? m.creditNotesDocuments()
                : m.deliveryChallansDocuments()}
          </span>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm tabular-nums">
            <dt className="text-soft">{m.serialFrom()}</dt>
            <dd className="text-right">{d.from}</dd>
            <dt className="text-soft">{m.serialTo()}</dt>
            <dd className="text-right">{d.to}</dd>
            <dt className="text-soft">{m.documentsTotal()}</dt>
            <dd className="text-right">{d.total}</dd>
            <dt className="text-soft">{m.documentsCancelled()}</dt>
            <dd className="text-right">{d.cancelled}</dd>
            <dt className="font-semibold">{m.documentsNetIssued()}</dt>
            <dd className="text-right font-semibold">{d.netIssued}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Supplies or credit notes, one card per place of supply and rate. */
function SupplyList({ rows }: { rows: Pack['sales'] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {rows.map((r) => (
        <TaxFigures
          key={`${r.placeOfSupply}-${r.ratePercent}`}
          row={r}
          title={`${r.stateName} (${r.placeOfSupply}) · ${r.ratePercent}%`}
        />
      ))}
    </ul>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * Which of the store's GSTINs the pack is of, when its locations have more than one (issue 51):
 * each GSTIN once, named by its state and the locations under it; the store's own first.
 */
function GstinChoice({
  storeId,
  value,
  onChange,
}: {
  storeId: string;
  value: string | null;
  onChange(locationId: string | null): void;
}) {
  const locations = useQuery(storeLocationsQueryOptions(storeId));
  const byGstin = new Map<string, StoreLocation[]>();
  for (const l of locations.data ?? []) byGstin.set(l.gstin, [...(byGstin.get(l.gstin) ?? []), l]);
  if (byGstin.size < 2) return null;
  return (
    <SelectField
      label={m.filingGstinChoice()}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || null)}
      className="w-full max-w-sm"
    >
      {[...byGstin].map(([gstin, under]) => {
        const own = under.some((l) => l.isPrimary);
        return (
          <option key={gstin} value={own ? '' : under[0]!.id}>
            {m.filingGstinOption({
              gstin,
              state: stateName(under[0]!.stateCode),
              places: under.map(locationName).join(', '),
            })}
          </option>
        );
      })}
    </SelectField>
  );
}

/**
 * The seller's monthly filing pack (decision 026): the month's supplies and credit notes by place of
 * supply and rate (GSTR-1), the HSN summary, the TCS the marketplace collected (GSTR-8) and the
 * TDS (194-O), as CSV for the accountant and on paper.
 */
export function FilingPack({ storeId, storeName }: { storeId: string; storeName: string }) {
  const [month, setMonth] = useState(thisMonth);
  // The store's own GSTIN (null), or a location's registered in another state (issue 51).
  const [gstinOf, setGstinOf] = useState<string | null>(null);
  // The server's rule, asked here first: no request for a month that is not one, or is to come.
  const problem = monthProblem(month, thisMonth());
  const pack = useQuery({ ...filingQueryOptions(storeId, month, gstinOf), enabled: !problem });
  const ready = Boolean(pack.data) && !problem;
  const online = useOnline();
  return (
    <Card aria-labelledby="filing" className="printable flex flex-col gap-3">
      <h2 id="filing" className="text-lg font-semibold">
        {m.filingPack()}
      </h2>
      <p className="text-sm text-soft">{m.forYourAccountantTheMonth()}</p>
      <div className="no-print flex flex-wrap items-end gap-3">
        <MonthField month={month} onMonth={setMonth} error={problem} />
        <GstinChoice storeId={storeId} value={gstinOf} onChange={setGstinOf} />
        <Button
          variant="secondary"
          disabled={!ready || !online}
          onClick={() => pack.data && saveCsv(pack.data.csv, `filing-pack-${month}.csv`)}
        >
          {m.downloadFilingPackCsv()}
        </Button>
        <Button variant="secondary" disabled={!ready} onClick={() => window.print()}>
          {m.print()}
        </Button>
        {!online && <p className="text-sm text-soft">{m.csvNeedsConnection()}</p>}
      </div>
      {problem ? null : (
        <QueryState
          query={pack}
          isEmpty={(p) => p.invoices === 0 && p.creditNoteCount === 0 && p.tcs.suppliesPaise === 0}
          empty={m.filingEmpty()}
          fallbackError={m.somethingWentWrong()}
        >
          {(p) => (
            <div className="flex flex-col gap-4" data-testid="filing-pack">
              <h3 className="text-base font-semibold" data-testid="filing-heading">
                {formatMonth(p.month)} · {m.storeGstin({ store: storeName, gstin: p.gstin })}
              </h3>
              <p className="text-sm">
                {m.invoicesAndCreditNotes({ invoices: p.invoices, creditNotes: p.creditNoteCount })}
              </p>
              <p className="text-sm text-soft">{m.gstr1BasisInvoiced()}</p>
              <Section title={m.suppliesByPlaceOfSupply()}>
                <SupplyList rows={p.sales} />
              </Section>
              {p.creditNotes.length > 0 && (
                <Section title={m.creditNotesByPlaceOf()}>
                  <SupplyList rows={p.creditNotes} />
                </Section>
              )}
              {p.transfers.length > 0 && (
                <Section title={m.filingTransfersTable()}>
                  <ul className="grid gap-2 sm:grid-cols-2">
                    {p.transfers.map((r) => (
                      <TaxFigures
                        key={`${r.number}-${r.ratePercent}`}
                        row={r}
                        title={m.filingTransferRowTitle({
                          number: r.number,
                          gstin: r.recipientGstin,
                          state: r.stateName,
                          rate: r.ratePercent,
                        })}
                      />
                    ))}
                  </ul>
                </Section>
              )}
              <Section title={m.hsnSummary({ digits: p.hsnDigits })}>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {p.hsn.map((r) => (
                    <TaxFigures
                      key={`${r.hsn}-${r.ratePercent}`}
                      row={r}
                      title={(r.complete ? m.hsnRowTitle : m.hsnRowTitleShort)({
                        hsn: r.hsn,
                        digits: p.hsnDigits,
                        rate: r.ratePercent,
                        quantity: r.quantity,
                        unit: r.unit,
                      })}
                    />
                  ))}
                </ul>
              </Section>
              <Section title={m.documentsIssuedTable13()}>
                <DocumentsIssued rows={p.documents} />
              </Section>
              <Section title={m.operatorSuppliesTable14()}>
                <p className="text-sm" data-testid="operator-gstin">
                  {p.operatorSupplies.operatorGstin
                    ? m.operatorGstinIs({ gstin: p.operatorSupplies.operatorGstin })
                    : m.operatorGstinMissing()}
                </p>
                <Figures
                  rows={[
                    [m.netValueOfSupplies(), p.operatorSupplies.netValuePaise],
                    [m.cgst(), p.operatorSupplies.cgstPaise],
                    [m.sgstUtgst(), p.operatorSupplies.sgstPaise],
                    [m.igst(), p.operatorSupplies.igstPaise],
                  ]}
                />
              </Section>
              <Section title={m.tcsGstr8AndTds()}>
                <p className="text-sm text-soft">{m.tcsBasisDelivered()}</p>
                <TcsFigures tcs={p.tcs} />
              </Section>
              <Section title={m.gstr1Gstr8Reconciliation()}>
                <Figures
                  rows={[
                    [m.gstr1NetTaxable(), p.reconciliation.gstr1NetPaise],
                    [m.gstr8NetTaxable(), p.reconciliation.gstr8NetPaise],
                    [m.invoicedLessDelivered(), p.reconciliation.suppliesTimingPaise],
                    [m.creditNotesLessReturns(), p.reconciliation.creditsTimingPaise],
                    [m.reconciliationDifference(), p.reconciliation.differencePaise],
                  ]}
                />
                <p className="text-sm text-soft" data-testid="reconciliation-note">
                  {p.reconciliation.differencePaise === 0
                    ? m.reconciliationNone()
                    : m.reconciliationWhy()}
                </p>
              </Section>
              <Section title={m.claimsPaidTitle()}>
                <p className="text-sm text-soft">{m.claimCompensationInPack()}</p>
                <Figures rows={[[m.claimsPaid(), p.claimsPaidPaise]]} />
              </Section>
            </div>
          )}
        </QueryState>
      )}
    </Card>
  );
}

type SellerFiling = PlatformFilingQuery['platformFiling'][number];

/** The admin's GSTR-8 month: each seller's supplies, TCS in its parts, and TDS (decision 026). */
export function PlatformFiling() {
  const [month, setMonth] = useState(thisMonth);
  const problem = monthProblem(month, thisMonth());
  const filing = useQuery({ ...platformFilingQueryOptions(month), enabled: !problem });
  return (
    <Card aria-labelledby="platform-filing" className="flex flex-col gap-3">
      <h2 id="platform-filing" className="text-lg font-semibold">
        {m.tcsAndTdsBySeller()}
      </h2>
      <MonthField month={month} onMonth={setMonth} error={problem} />
      {problem ? null : (
        <QueryState
          query={filing}
          isEmpty={(rows) => rows.length === 0}
          empty={m.filingEmpty()}
          fallbackError={m.somethingWentWrong()}
        >
          {(rows: SellerFiling[]) => (
            <ul className="grid gap-3 sm:grid-cols-2">
              {rows.map((r) => (
                <li
                  key={`${r.storeId}-${r.gstin}`}
                  data-testid="seller-filing"
                  className="flex flex-col gap-2 rounded-md border border-line p-3"
                >
                  <span className="font-medium">
                    {m.storeGstin({ store: r.storeName, gstin: r.gstin })}
                  </span>
                  <TcsFigures tcs={r.tcs} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </Card>
  );
}
