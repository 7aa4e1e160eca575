import { formatNumber } from '../../../../domain/intl.ts';
import { StateLine } from './StateLine.tsx';
import { ScrollArea } from '../../../components/ui/scroll-area.tsx';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { labelOf } from '../../../../domain/labels.ts';
import { CREDIT_NOTE_REASON_LABELS } from '../../../../domain/labels-money.ts';
import { m } from '../../../../domain/messages.ts';
import { formatInr, formatRupees } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { orderQueryOptions } from '../api/queries.ts';
import { invoiceQueryOptions } from '../api/records.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { Pending, SavedNote } from '../../../components/ui/query-state.tsx';

const money = (n: number) => formatRupees(n);

/**
 * A printable GST tax invoice (docs/india.md): supplier with GSTIN, serial number, date, buyer and
 * place of supply, HSN per line with its unit, taxable value, the rate and amount of CGST + SGST
 * (UTGST in a union territory without a legislature) or IGST, totals in figures and words,
 * the reverse-charge line and the authorised signatory (Rule 46).
 * The print stylesheet (index.css, @media print) leaves only the invoice on paper.
 */
export function InvoiceView({ orderId }: { orderId: string }) {
  const invoice = useQuery(invoiceQueryOptions(orderId));
  const order = useQuery(orderQueryOptions(orderId));
  if (invoice.isPending) return <Pending query={invoice} />;
  if (invoice.isError && invoice.data === undefined)
    return <FormMessage>{errorText(invoice.error, m.somethingWentWrong())}</FormMessage>;
  const inv = invoice.data;
  if (!inv)
    return (
      <p role="status" className="rounded-lg border border-line bg-surface p-4 text-sm">
        {order.data?.status === 'CANCELLED' ? m.invoiceNoneCancelled() : m.invoiceNotIssued()}
      </p>
    );
  type Line = (typeof inv.lines)[number];
  // Rule 46: the rate and the amount of each tax, by its name.
  const taxes: { name: string; rate(l: Line): number; amount(l: Line): number }[] = inv.interState
    ? [{ name: 'IGST', rate: (l) => l.igstRate, amount: (l) => l.igstPaise }]
    : [
        { name: 'CGST', rate: (l) => l.cgstRate, amount: (l) => l.cgstPaise },
        { name: inv.stateTaxName, rate: (l) => l.sgstRate, amount: (l) => l.sgstPaise },
      ];
  return (
    <div className="flex flex-col gap-4">
      <div className="no-print flex flex-wrap items-center gap-2">
        <Button onClick={() => window.print()}>{m.print()}</Button>
        <SavedNote query={invoice} />
      </div>
      <article
        data-testid="invoice"
        aria-label={m.taxInvoice()}
        className="invoice flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 text-sm sm:p-6"
      >
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 className="text-xl font-semibold">{m.taxInvoice2()}</h2>
            <p>
              {m.invoiceNo()} <span data-testid="invoice-number">{inv.number}</span>
            </p>
            <p>
              {m.date()} {formatDate(inv.date)}
            </p>
          </div>
          <div className="text-right">
            <p className="font-semibold">{inv.seller.name}</p>
            <p className="max-w-64">{inv.seller.address}</p>
            <p>
              {m.gstin2()} {inv.seller.gstin}
            </p>
            <p>
              {m.state2()} {inv.seller.stateName} ({inv.seller.stateCode})
            </p>
          </div>
        </header>
        <section aria-label={m.billTo()}>
          <h3 className="font-semibold">{m.billToShipTo()}</h3>
          <p>{inv.buyer.name}</p>
          <p>{inv.buyer.address}</p>
          <StateLine address={inv.buyer.address} pinCode={inv.buyer.pinCode} />
          <p>
            {m.placeOfSupply()} {inv.buyer.stateName} ({inv.buyer.stateCode})
          </p>
        </section>
        {/* Phone: each line as a block (no table wider than the screen); paper gets the table. */}
        <ol className="flex flex-col gap-3 sm:hidden print:hidden" aria-label={m.invoiceLines()}>
          {inv.lines.map((l, i) => (
            <li key={i} className="border-t border-line pt-3" data-testid="invoice-line">
              <p className="font-medium">{l.description}</p>
              {l.sku && <p className="text-muted">{m.skuLine({ sku: l.sku })}</p>}
              <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 tabular-nums">
                <dt className="text-muted">{m.hsn()}</dt>
                <dd className="text-right">{l.hsn}</dd>
                <dt className="text-muted">{m.qtyRate()}</dt>
                <dd className="text-right">
                  {l.quantity} {l.unit} × {money(l.unitPrice)}
                </dd>
                <dt className="text-muted">{m.amountDiscount()}</dt>
                <dd className="text-right">{money(l.discount)}</dd>
                <dt className="text-muted">{m.taxableValue()}</dt>
                <dd className="text-right">{formatInr(l.taxableValuePaise)}</dd>
                {taxes.map((t) => (
                  <Fragment key={t.name}>
                    <dt className="text-muted">
                      {t.name} {t.rate(l)}%
                    </dt>
                    <dd className="text-right">{formatInr(t.amount(l))}</dd>
                  </Fragment>
                ))}
                <dt className="font-medium">{m.total()}</dt>
                <dd className="text-right font-medium">{formatInr(l.totalPaise)}</dd>
              </dl>
            </li>
          ))}
        </ol>
        <ScrollArea label={m.invoiceLinesTable()} className="hidden sm:block print:block">
          <table className="w-full text-left tabular-nums [&_td]:border-t [&_td]:border-line [&_td]:p-1.5 [&_th]:p-1.5">
            <thead className="text-muted">
              <tr>
                <th scope="col">{m.item()}</th>
                <th scope="col">{m.hsn()}</th>
                <th scope="col" className="text-right">
                  {m.qty()}
                </th>
                <th scope="col" className="text-right">
                  {m.rate()}
                </th>
                <th scope="col" className="text-right">
                  {m.amountDiscount()}
                </th>
                <th scope="col" className="text-right">
                  {m.taxableValue()}
                </th>
                {taxes.map((t) => (
                  <Fragment key={t.name}>
                    <th scope="col" className="text-right">
                      {t.name} %
                    </th>
                    <th scope="col" className="text-right">
                      {t.name}
                    </th>
                  </Fragment>
                ))}
                <th scope="col" className="text-right">
                  {m.total()}
                </th>
              </tr>
            </thead>
            <tbody>
              {inv.lines.map((l, i) => (
                <tr key={i}>
                  <td>
                    {l.description}
                    {l.sku && <span className="block text-muted">{m.skuLine({ sku: l.sku })}</span>}
                  </td>
                  <td>{l.hsn}</td>
                  <td className="text-right">
                    {l.quantity} {l.unit}
                  </td>
                  <td className="text-right">{money(l.unitPrice)}</td>
                  <td className="text-right">{money(l.discount)}</td>
                  <td className="text-right">{formatInr(l.taxableValuePaise)}</td>
                  {taxes.map((t) => (
                    <Fragment key={t.name}>
                      <td className="text-right">{t.rate(l)}%</td>
                      <td className="text-right">{formatInr(t.amount(l))}</td>
                    </Fragment>
                  ))}
                  <td className="text-right">{formatInr(l.totalPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
        <dl
          data-testid="invoice-totals"
          className="ml-auto grid w-full max-w-80 grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums"
        >
          {inv.packagingPaise > 0 && (
            <>
              <dt>
                {m.packagingTaxable({
                  taxable: money(inv.packagingTaxableValue),
                  rate: inv.packagingTaxRate,
                })}
              </dt>
              <dd className="text-right">{formatInr(inv.packagingPaise)}</dd>
            </>
          )}
          <dt>{m.taxableValue()}</dt>
          <dd className="text-right">{formatInr(inv.taxableValuePaise)}</dd>
          {inv.interState ? (
            <>
              <dt>{m.igst()}</dt>
              <dd className="text-right">{formatInr(inv.igstPaise)}</dd>
            </>
          ) : (
            <>
              <dt>{m.cgst()}</dt>
              <dd className="text-right">{formatInr(inv.cgstPaise)}</dd>
              <dt>{inv.stateTaxName}</dt>
              <dd className="text-right">{formatInr(inv.sgstPaise)}</dd>
            </>
          )}
          <dt className="font-semibold">{m.total()}</dt>
          <dd className="text-right font-semibold" data-testid="invoice-total">
            {formatInr(inv.totalPaise)}
          </dd>
        </dl>
        <p>
          {m.amountInWords()} <span data-testid="invoice-words">{inv.totalInWords}</span>
        </p>
        <p>
          {m.whetherTaxIsPayableOn()} {inv.reverseCharge ? m.yes() : m.no()}
        </p>
        <div className="mt-6 ml-auto flex flex-col items-end gap-8" data-testid="invoice-signatory">
          <p>{m.forSeller({ name: inv.seller.name })}</p>
          <p className="border-t border-ink pt-1">{m.authorisedSignatory()}</p>
        </div>
      </article>
      {inv.creditNotes.length > 0 && (
        <section
          aria-label={m.creditNotes()}
          data-testid="credit-notes"
          className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4 text-sm"
        >
          <h3 className="font-semibold">{m.creditNotesAgainst({ number: inv.number })}</h3>
          <ul className="flex flex-col gap-2">
            {inv.creditNotes.map((n) => (
              <li key={n.id} className="border-t border-line pt-2 first:border-0 first:pt-0">
                <p className="font-medium">
                  {n.number} · {formatDate(n.date)} · {labelOf(CREDIT_NOTE_REASON_LABELS, n.reason)}
                </p>
                <p data-testid="credit-note-taxes">
                  {m.creditNoteLine({
                    quantity: n.quantity,
                    product: n.productName,
                    taxable: formatInr(n.taxableValuePaise),
                    taxes: creditNoteTaxes(n, inv.stateTaxName),
                  })}{' '}
                  <span className="font-semibold">{formatInr(n.totalPaise)}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * A credit note's taxes as Rule 53 asks: each tax by name with its rate and amount (half the rate
 * each for CGST and SGST/UTGST, the whole rate for IGST).
 */
function creditNoteTaxes(
  n: { taxRatePercent: number; cgstPaise: number; sgstPaise: number; igstPaise: number },
  stateTaxName: string,
) {
  const half = formatNumber(n.taxRatePercent / 2);
  if (n.igstPaise > 0) return `IGST ${formatNumber(n.taxRatePercent)}% ${formatInr(n.igstPaise)}`;
  return `CGST ${half}% ${formatInr(n.cgstPaise)}, ${stateTaxName} ${half}% ${formatInr(n.sgstPaise)}`;
}
