import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '../../../../domain/dates.ts';
import { codToCollectPaise } from '../../../../domain/dispatch.ts';
import { withoutHiddenCharacters } from '../../../../domain/text.ts';
import { m } from '../../../../domain/messages.ts';
import { formatInr } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Pending, QueryState } from '../../../components/ui/query-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ScrollArea } from '../../../components/ui/scroll-area.tsx';
import { useCurrentStore } from '../../../lib/current-store.ts';
import { locationName, type StoreLocation } from '../../../lib/locations.ts';
import { errorText } from '../../../lib/error-text.ts';
import { manifestQueryOptions } from '../api/dispatch.ts';
import { orderQueryOptions, type OrderDetails, type OrderItem } from '../api/queries.ts';
import { shortId } from '../../../../domain/id.ts';
import { Barcode } from '../../../components/ui/barcode.tsx';
import { localName } from '../../../lib/local-name.ts';
import { StateLine } from './StateLine.tsx';

/**
 * Text as a document prints it: without bidi controls or zero-width characters, so that a name
 * typed with a right-to-left override never prints "evil" as "live" (orders placed before such
 * characters were refused may still hold them).
 */
const printable = withoutHiddenCharacters;

/** The order's shipped items grouped by parcel (AWB), in the order they shipped. */
function parcelsOf(order: OrderDetails) {
  const parcels = new Map<string, { courier: string; awb: string; items: OrderItem[] }>();
  for (const item of order.items) {
    if (!item.awb || !item.courier) continue;
    const parcel = parcels.get(item.awb) ?? { courier: item.courier, awb: item.awb, items: [] };
    parcel.items.push(item);
    parcels.set(item.awb, parcel);
  }
  return [...parcels.values()];
}

type Place = {
  address: string;
  stateCode: string | null;
  pinCode: string | null;
  phone?: string | null;
};

/**
 * Where a parcel ships from (issue 51): its items' location, else the store's address (an older
 * order's, or one read by someone who does not see locations).
 */
function senderOf(items: OrderItem[], store: OrderDetails['sender']): Place {
  const place = items[0]?.location;
  // The store's address is the store's own: its phone, as the seed's label printed it.
  return place ? { ...place, phone: place.isPrimary ? store.phone : place.contactPhone } : store;
}

/** Whether the parcel's RTO comes back to another location than the one it leaves. */
const returnsElsewhere = (items: OrderItem[]) => {
  const [first] = items;
  return !!first?.returnsTo && !!first.location && first.returnsTo.id !== first.location.id;
};

function Sender({ heading, name, place }: { heading: string; name: string; place: Place }) {
  return (
    <div className="border-t border-black pt-2">
      <p className="text-xs font-semibold uppercase">{heading}</p>
      <p className="font-semibold">{name}</p>
      <p>{printable(place.address)}</p>
      <StateLine address={place.address} stateCode={place.stateCode} pinCode={place.pinCode} />
      {place.phone && <p>{place.phone}</p>}
    </div>
  );
}

/**
 * A 4 × 6 inch shipping label and a packing slip for each parcel of an order (decision 022): the
 * AWB and the order id as Code 128 barcodes. On screen at any width; on paper one label a page.
 */
export function ShippingDocs({ orderId }: { orderId: string }) {
  const order = useQuery(orderQueryOptions(orderId));
  if (order.isPending) return <Pending query={order} />;
  if (order.isError && !order.data)
    return (
      <LoadError
        message={errorText(order.error, m.failedToFetchOrders())}
        onRetry={() => void order.refetch()}
      />
    );
  const o = order.data;
  const parcels = parcelsOf(o);
  const parcelItems = parcels.map((p) => p.items);
  if (parcels.length === 0) return <p role="status">{m.labelNotYet()}</p>;
  const ship = o.shippingInfo;
  const from = o.sender;
  return (
    <div className="label-docs document flex flex-col gap-4">
      <Button className="no-print self-start" onClick={() => window.print()}>
        {m.print()}
      </Button>
      {parcels.map((p, index) => (
        <div key={p.awb} className="flex flex-col gap-4" data-testid="parcel">
          <article
            aria-label={m.shippingLabelAwb({ awb: p.awb })}
            data-testid="shipping-label"
            className="label-sheet flex w-full max-w-[4in] flex-col gap-3 rounded-lg border-2 border-ink bg-white p-3 text-sm text-black"
          >
            <div className="flex items-baseline justify-between gap-2 border-b border-black pb-2">
              <span className="text-lg font-bold">{p.courier}</span>
              <span>
                {o.paymentMethod === 'COD'
                  ? m.codAmount({
                      amount: formatInr(codToCollectPaise(o, parcelItems, index)),
                    })
                  : m.prepaid()}
              </span>
            </div>
            <Barcode value={p.awb} label={m.awb()} />
            <div>
              <p className="text-xs font-semibold uppercase">{m.deliverTo()}</p>
              <p className="font-semibold">{printable(ship.name)}</p>
              <p>{printable(ship.address)}</p>
              <StateLine address={ship.address} stateCode={ship.stateCode} pinCode={ship.pinCode} />
              {ship.phone && <p>{ship.phone}</p>}
            </div>
            <Sender heading={m.from()} name={from.name} place={senderOf(p.items, from)} />
            {returnsElsewhere(p.items) && (
              <Sender heading={m.returnsTo()} name={from.name} place={p.items[0]!.returnsTo!} />
            )}
            {p.items.some((i) => i.sku) && (
              <p className="border-t border-black pt-2 font-mono">
                {m.skuLine({
                  sku: p.items
                    .flatMap((i) => (i.sku ? [`${i.sku} × ${i.quantity}`] : []))
                    .join(', '),
                })}
              </p>
            )}
            <Barcode value={o.id.replaceAll('-', '').toUpperCase()} label={m.manifestOrder()} />
          </article>
          <article
            aria-label={m.packingSlipAwb({ awb: p.awb })}
            data-testid="packing-slip"
            className="label-sheet flex w-full max-w-[4in] flex-col gap-2 rounded-lg border border-ink bg-white p-3 text-sm text-black"
          >
            <h2 className="font-semibold">{m.packingSlip()}</h2>
            <p>
              {m.manifestOrder()} {shortId(o.id)} · {formatDate(o.createdAt)}
            </p>
            <p>{m.courierAwb({ courier: p.courier ?? '', awb: p.awb })}</p>
            <ul className="flex flex-col gap-1 border-t border-black pt-2">
              {p.items.map((i) => (
                <li key={i.id} className="flex justify-between gap-2">
                  <span className="min-w-0">
                    {i.productName} · {localName(i.color)} · {localName(i.size)}
                    {i.sku && <span className="block font-mono">{m.skuLine({ sku: i.sku })}</span>}
                  </span>
                  <span className="tabular-nums">× {i.quantity}</span>
                </li>
              ))}
            </ul>
          </article>
        </div>
      ))}
    </div>
  );
}

/** The day's pickup manifest (decision 022): each courier's parcels, printable for the pickup. */
export function PickupManifest({
  day,
  location = null,
  locations = [],
}: {
  day: string;
  /** One location's manifest (issue 51): its name and address head each courier's sheet. */
  location?: StoreLocation | null;
  /**
   * The store's locations: with more than one and none chosen, each location's parcels are their
   * own sheets under its address, as each is a pickup of its own.
   */
  locations?: StoreLocation[];
}) {
  const { store } = useCurrentStore();
  const manifest = useQuery({
    ...manifestQueryOptions(store?.id ?? '', day, location?.id ?? null),
    enabled: Boolean(store),
  });
  return (
    <Card className="printable flex flex-col gap-3" aria-label={m.pickupManifest()}>
      <QueryState
        query={manifest}
        isEmpty={(rows) => rows.length === 0}
        empty={m.manifestEmpty()}
        fallbackError={m.failedToFetchOrders()}
      >
        {(rows) => {
          const placeOf = (locationId: string) =>
            location ?? (locations.length > 1 ? locations.find((l) => l.id === locationId) : null);
          const sheets = [
            ...new Set(rows.map((r) => `${placeOf(r.locationId)?.id ?? ''} ${r.courier}`)),
          ];
          return sheets.map((sheet) => {
            const lines = rows.filter(
              (r) => `${placeOf(r.locationId)?.id ?? ''} ${r.courier}` === sheet,
            );
            const { courier } = lines[0]!;
            const place = placeOf(lines[0]!.locationId);
            // A parcel is an AWB: an order's items packed together are one.
            const parcels = new Set(lines.map((l) => l.awb)).size;
            return (
              <section
                key={sheet}
                aria-label={place ? `${courier} · ${locationName(place)}` : courier}
                className="flex flex-col gap-2 print:break-after-page"
              >
                <h2 className="text-lg font-semibold">
                  {courier} · {parcels} {parcels === 1 ? m.parcel() : m.parcels()}
                </h2>
                <p className="text-sm text-muted">
                  {store?.name} · {formatDate(day)}
                  {place && (
                    <span className="block" data-testid="manifest-location">
                      {locationName(place)}: {place.address}, {place.pinCode}
                    </span>
                  )}
                </p>
                {/* A phone: each parcel a card, every column in view; paper and wider: the table. */}
                <ul
                  className="flex flex-col divide-y divide-line sm:hidden print:hidden"
                  aria-label={m.courierParcels({ courier })}
                >
                  {lines.map((l) => (
                    <li key={l.orderItemId} className="flex flex-col gap-0.5 py-2 text-sm">
                      <span className="font-mono font-medium">{m.manifestAwb({ awb: l.awb })}</span>
                      <span>
                        {l.quantity} × {l.productName}
                      </span>
                      <span>
                        {m.manifestTo({
                          name: l.customerName,
                          pin: l.pinCode ? `, ${l.pinCode}` : '',
                        })}
                      </span>
                      <span className="text-muted">
                        {m.manifestOrder()} <span className="font-mono">{shortId(l.orderId)}</span>{' '}
                        · {formatDateTime(Number(l.shippedAt))}
                      </span>
                    </li>
                  ))}
                </ul>
                <ScrollArea
                  label={m.courierParcels({ courier })}
                  className="hidden sm:block print:block"
                >
                  <table className="w-full text-left text-sm [&_td]:p-2 [&_th]:p-2">
                    <thead className="border-b border-line text-muted">
                      <tr>
                        <th scope="col">{m.awb()}</th>
                        <th scope="col">{m.manifestOrder()}</th>
                        <th scope="col">{m.item()}</th>
                        <th scope="col">{m.to()}</th>
                        <th scope="col">{m.shipped()}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {lines.map((l) => (
                        <tr key={l.orderItemId} className="border-b border-line">
                          <td className="font-mono">{l.awb}</td>
                          <td className="font-mono">{shortId(l.orderId)}</td>
                          <td>
                            {l.quantity} × {l.productName}
                          </td>
                          <td>
                            {l.customerName}
                            {l.pinCode ? `, ${l.pinCode}` : ''}
                          </td>
                          <td>{formatDateTime(Number(l.shippedAt))}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollArea>
                <p className="mt-6 text-sm">{m.courierSSignatureAndTime()}</p>
              </section>
            );
          });
        }}
      </QueryState>
    </Card>
  );
}
