import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Fragment, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { formatDate, formatDateTime } from '../../../../domain/dates.ts';
import { GST_STATES } from '../../../../domain/gst.ts';
import { unitOf } from '../../../../domain/gst-rates.ts';
import { m } from '../../../../domain/messages.ts';
import { formatInr } from '../../../../domain/money.ts';
import { EWAY_BILL_THRESHOLD_PAISE } from '../../../../domain/transfers.ts';
import { inForce } from '../../../../domain/dated.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, FormMessage, TextAreaField } from '../../../components/ui/field.tsx';
import { Pending } from '../../../components/ui/query-state.tsx';
import { ScrollArea } from '../../../components/ui/scroll-area.tsx';
import { mayIn, useCurrentStore } from '../../../lib/current-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import { refusalTo } from '../../../lib/refusal.ts';
import { request } from '../../../lib/graphql.ts';
import { useOnline } from '../../../offline/online.ts';
import {
  ReceiveTransferDocument,
  transferKeys,
  transferQueryOptions,
  type Transfer,
} from '../api/transfers.ts';
import { labelOf } from '../../../../domain/labels.ts';
import { TRANSFER_DOCUMENT_LABELS } from '../../../../domain/labels-team.ts';
import { transferStatusLabel } from './TransfersView.tsx';

/**
 * A stock transfer (issue 51, decision 055): its document as printed, a delivery challan within one
 * GSTIN or a tax invoice to another (rule 55's and rule 46's particulars: number, date, consigner
 * and consignee with their GSTINs, HSN, quantity, taxable value, the tax, place of supply, the
 * signature), who sent and received it, and, while it is on the road, the receipt's form.
 */
export function TransferDetail({
  transferId,
  dependents,
}: {
  transferId: string;
  /** What the pieces' arrival changes (the products' stock), read again once received. */
  dependents: readonly QueryKey[];
}) {
  const transfer = useQuery(transferQueryOptions(transferId));
  const { store } = useCurrentStore();
  const online = useOnline();
  if (transfer.isPending) return <Pending query={transfer} />;
  if (transfer.isError && !transfer.data)
    return (
      <FormMessage>
        {m.transferFetchError({ message: errorText(transfer.error, m.somethingWentWrong()) })}
      </FormMessage>
    );
  const t = transfer.data;
  const mayReceive = t.status === 'SENT' && mayIn(store, 'stock.transfer') && online;
  return (
    <div className="flex flex-col gap-4">
      <div className="no-print flex flex-wrap items-center gap-2">
        <Button onClick={() => window.print()}>{m.print()}</Button>
        <span className="rounded-full bg-highlight px-3 py-1 text-sm font-medium">
          {transferStatusLabel(t.status)}
        </span>
      </div>
      {t.status === 'SENT' && mayIn(store, 'stock.transfer') && !online && (
        <p role="status" className="rounded-md bg-notice px-3 py-2 text-sm text-on-notice">
          {m.transferReceiveOnlineOnly()}
        </p>
      )}
      {mayReceive && <ReceiveForm transfer={t} dependents={dependents} />}
      <TransferDocument transfer={t} />
    </div>
  );
}

function Party({ heading, t, place }: { heading: string; t: Transfer; place: Transfer['from'] }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase text-muted">{heading}</p>
      <p className="font-semibold">{place.name ? `${t.storeName} · ${place.name}` : t.storeName}</p>
      <p>{place.address}</p>
      <p>
        {GST_STATES[place.stateCode] ?? place.stateCode} {place.pinCode}
      </p>
      <p>
        {m.gstin2()} {place.gstin}
      </p>
    </div>
  );
}

function TransferDocument({ transfer: t }: { transfer: Transfer }) {
  const interState = t.from.stateCode !== t.to.stateCode;
  const taxed = t.documentKind === 'INVOICE';
  type Line = Transfer['lines'][number];
  // Rule 46 and 55: each tax by its name, its rate and amount; a challan carries none.
  const taxes: { name: string; amount(l: Line): number; total: number; share: number }[] = !taxed
    ? []
    : interState
      ? [{ name: 'IGST', amount: (l) => l.igstPaise, total: t.igstPaise, share: 1 }]
      : [
          { name: 'CGST', amount: (l) => l.cgstPaise, total: t.cgstPaise, share: 0.5 },
          { name: t.stateTaxName, amount: (l) => l.sgstPaise, total: t.sgstPaise, share: 0.5 },
        ];
  return (
    <article
      data-testid="transfer-document"
      aria-label={labelOf(TRANSFER_DOCUMENT_LABELS, t.documentKind)}
      className="invoice flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 text-sm sm:p-6"
    >
      <header className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">
          {labelOf(TRANSFER_DOCUMENT_LABELS, t.documentKind)}
        </h2>
        <p>
          {m.transferNumber()} <span className="font-mono">{t.documentNumber}</span> · {m.date()}{' '}
          {formatDate(t.documentDate)}
        </p>
        <p className="text-muted">
          {taxed ? m.transferInvoiceReason() : m.transferChallanReason()}
        </p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <Party heading={m.transferConsigner()} t={t} place={t.from} />
        <Party heading={m.transferConsignee()} t={t} place={t.to} />
      </div>
      {interState && (
        <p>
          {m.placeOfSupply()} {GST_STATES[t.to.stateCode] ?? t.to.stateCode} ({t.to.stateCode})
        </p>
      )}
      {/* A phone: each line a block (no table wider than the screen); paper and wider: the table. */}
      <ol className="flex flex-col gap-3 sm:hidden print:hidden" aria-label={m.transferLines()}>
        {t.lines.map((l) => (
          <li key={l.referenceId} className="border-t border-line pt-3" data-testid="transfer-line">
            <p className="font-medium">{l.description}</p>
            {l.sku && <p className="text-muted">{m.skuLine({ sku: l.sku })}</p>}
            <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 tabular-nums">
              <dt className="text-muted">{m.hsn()}</dt>
              <dd className="text-right">{l.hsnCode}</dd>
              <dt className="text-muted">{m.transferSentCol()}</dt>
              <dd className="text-right">
                {l.quantitySent} {unitOf(l.hsnCode)}
              </dd>
              {t.status === 'RECEIVED' && (
                <>
                  <dt className="text-muted">{m.transferReceivedCol()}</dt>
                  <dd className="text-right">
                    {l.quantityReceived}
                    {(l.shortfall ?? 0) > 0 && (
                      <span className="ml-2 font-medium text-danger">
                        {m.transferShortfall({ count: l.shortfall! })}
                      </span>
                    )}
                  </dd>
                </>
              )}
              <dt className="text-muted">{m.taxableValue()}</dt>
              <dd className="text-right">{formatInr(l.taxablePaise)}</dd>
              {taxes.map((x) => (
                <Fragment key={x.name}>
                  <dt className="text-muted">
                    {x.name} {l.taxRatePercent * x.share}%
                  </dt>
                  <dd className="text-right">{formatInr(x.amount(l))}</dd>
                </Fragment>
              ))}
              <dt className="font-medium">{m.total()}</dt>
              <dd className="text-right font-medium">
                {formatInr(l.unitPricePaise * l.quantitySent)}
              </dd>
            </dl>
          </li>
        ))}
      </ol>
      <ScrollArea label={m.transferLines()} className="hidden sm:block print:block">
        <table className="w-full text-left tabular-nums [&_td]:border-t [&_td]:border-line [&_td]:p-1.5 [&_th]:p-1.5">
          <thead className="text-muted">
            <tr>
              <th scope="col">{m.item()}</th>
              <th scope="col">{m.hsn()}</th>
              <th scope="col" className="text-right">
                {m.transferSentCol()}
              </th>
              {t.status === 'RECEIVED' && (
                <th scope="col" className="text-right">
                  {m.transferReceivedCol()}
                </th>
              )}
              <th scope="col" className="text-right">
                {m.taxableValue()}
              </th>
              {taxes.map((x) => (
                <th key={x.name} scope="col" className="text-right">
                  {x.name}
                </th>
              ))}
              <th scope="col" className="text-right">
                {m.total()}
              </th>
            </tr>
          </thead>
          <tbody>
            {t.lines.map((l) => (
              <tr key={l.referenceId}>
                <td>
                  {l.description}
                  {l.sku && <span className="block text-muted">{m.skuLine({ sku: l.sku })}</span>}
                </td>
                <td>{l.hsnCode}</td>
                <td className="text-right">
                  {l.quantitySent} {unitOf(l.hsnCode)}
                </td>
                {t.status === 'RECEIVED' && (
                  <td className="text-right">
                    {l.quantityReceived}
                    {(l.shortfall ?? 0) > 0 && (
                      <span className="block font-medium text-danger">
                        {m.transferShortfall({ count: l.shortfall! })}
                      </span>
                    )}
                  </td>
                )}
                <td className="text-right">{formatInr(l.taxablePaise)}</td>
                {taxes.map((x) => (
                  <td key={x.name} className="text-right">
                    {formatInr(x.amount(l))}
                    <span className="block text-muted">{l.taxRatePercent * x.share}%</span>
                  </td>
                ))}
                <td className="text-right">{formatInr(l.unitPricePaise * l.quantitySent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <dl className="ml-auto grid w-full max-w-80 grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
        <dt>{m.taxableValue()}</dt>
        <dd className="text-right">{formatInr(t.taxablePaise)}</dd>
        {taxes.map((x) => (
          <Fragment key={x.name}>
            <dt>{x.name}</dt>
            <dd className="text-right">{formatInr(x.total)}</dd>
          </Fragment>
        ))}
        <dt className="font-semibold">{m.total()}</dt>
        <dd className="text-right font-semibold" data-testid="transfer-total">
          {formatInr(t.totalPaise)}
        </dd>
      </dl>
      <p>
        {m.amountInWords()} {t.totalInWords}
      </p>
      {taxed && (
        <p>
          {m.whetherTaxIsPayableOn()} {m.no()}
        </p>
      )}
      {t.needsEwayBill && (
        <p role="note" className="rounded-md bg-notice px-3 py-2 text-on-notice">
          {m.transferEwayBill({
            threshold: formatInr(inForce(EWAY_BILL_THRESHOLD_PAISE, t.documentDate)),
          })}
        </p>
      )}
      {t.note && <p className="whitespace-pre-line">{t.note}</p>}
      <div className="flex flex-col gap-1 text-muted">
        <span>
          {m.transferSentBy({ name: t.sentByName ?? '', date: formatDateTime(Number(t.sentAt)) })}
        </span>
        {t.receivedAt && (
          <span data-testid="transfer-received">
            {m.transferReceivedBy({
              name: t.receivedByName ?? '',
              date: formatDateTime(Number(t.receivedAt)),
            })}
            {t.receiveNote && ` · ${t.receiveNote}`}
          </span>
        )}
      </div>
      <p className="text-muted">{m.transferCopies()}</p>
      <p className="mt-6 text-right">{m.authorisedSignatory()}</p>
    </article>
  );
}

/**
 * What arrived, line by line (each as sent until changed), and a note: received once, online; the
 * server refuses more than was sent at the line's box.
 */
function ReceiveForm({
  transfer: t,
  dependents,
}: {
  transfer: Transfer;
  dependents: readonly QueryKey[];
}) {
  // Empty until counted: one tap must not record "all arrived" without anyone counting.
  const [open, setOpen] = useState(false);
  const [arrived, setArrived] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const queryClient = useQueryClient();
  const receive = useMutation({
    networkMode: 'always',
    mutationFn: () =>
      request(ReceiveTransferDocument, {
        transferId: t.id,
        input: {
          lines: t.lines.map((l) => ({
            referenceId: l.referenceId,
            quantity: Number(arrived[l.referenceId]),
          })),
          note,
        },
      }),
    onSuccess: ({ receiveStockTransfer }) => {
      toast.success(m.transferReceivedToast({ number: receiveStockTransfer.documentNumber }));
      void queryClient.invalidateQueries({ queryKey: transferKeys.all });
      for (const queryKey of dependents) void queryClient.invalidateQueries({ queryKey });
    },
    onError: refusalTo(setErrors),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    t.lines.forEach((l, index) => {
      const typed = arrived[l.referenceId]?.trim() ?? '';
      const n = Number(typed);
      if (typed === '') found[`lines.${index}.quantity`] = m.transferReceivedRequired();
      else if (!Number.isInteger(n) || n < 0)
        found[`lines.${index}.quantity`] = m.transferQuantityInvalid();
      else if (n > l.quantitySent)
        found[`lines.${index}.quantity`] = m.transferReceivedTooMany({ sent: l.quantitySent });
    });
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    receive.mutate();
  };
  if (!open)
    return (
      <Button className="no-print self-start" onClick={() => setOpen(true)}>
        {m.transferReceiveStart()}
      </Button>
    );
  return (
    <Card className="no-print">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold" tabIndex={-1} ref={(h) => h?.focus()}>
          {m.transferReceiveTitle()}
        </h2>
        {t.lines.map((l, index) => (
          <Field
            key={l.referenceId}
            label={m.transferReceivedOf({ variant: l.description })}
            name={`lines.${index}.quantity`}
            type="number"
            inputMode="numeric"
            min={0}
            max={l.quantitySent}
            value={arrived[l.referenceId] ?? ''}
            hint={m.transferSentHint({ count: l.quantitySent })}
            error={errors[`lines.${index}.quantity`]}
            onChange={(e) => setArrived((now) => ({ ...now, [l.referenceId]: e.target.value }))}
          />
        ))}
        <TextAreaField
          label={m.transferNote()}
          name="note"
          value={note}
          error={errors.note}
          onChange={(e) => setNote(e.target.value)}
        />
        <Button type="submit" className="self-start" disabled={receive.isPending}>
          {m.transferReceive()}
        </Button>
      </form>
    </Card>
  );
}
