/**
 * The monthly filing pack (decision 026; the tables and rules in domain/filing.ts): per GSTIN, for
 * the seller's accountant, and per seller for the admin. Sums of what the invoices, credit notes
 * and ledger lines stored, so that they reconcile with them to the paisa.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { App } from '../app.ts';
import {
  addTax,
  groupSums,
  hsnAt,
  hsnDigits,
  monthDays,
  monthProblem,
  type FilingPack,
  type HsnRow,
  type SupplyRow,
  type TcsSums,
} from '../../domain/filing.ts';
import { unitOf } from '../../domain/gst-rates.ts';
import { financialYear } from '../../domain/gst.ts';
import { decryptKyc } from '../auth/kyc.ts';
import type { StoreRow } from '../db/schema.ts';
import { badInput, notFound } from '../errors.ts';
import { isId } from '../../domain/id.ts';
import { registrationsOf } from './locations.ts';
import { readPlatformSettings } from './settings.ts';
import { indianDate, indianDayEnd, indianDayStart, indianMidday } from '../../domain/dates.ts';

/** The month's instants: from its first Indian midnight to the next month's. */
function monthSpan(month: string, today: string) {
  const problem = monthProblem(month, today.slice(0, 7));
  if (problem) throw badInput({ month: problem });
  const days = monthDays(month)!;
  const start = indianDayStart(days.from);
  const end = indianDayEnd(days.to);
  return { days, start, end };
}

/** The financial year before the one `day` falls in, as instants. */
function previousYear(day: string) {
  // The year `day` falls in, by the one April rule (domain/gst.ts financialYear), less one.
  const startYear = Number(financialYear(indianMidday(day)).slice(0, 4)) - 1;
  return {
    start: indianDayStart(`${startYear}-04-01`),
    end: indianDayStart(`${startYear + 1}-04-01`),
  };
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(app: App, query: SQL) =>
  ((await app.db.execute(query)) as unknown as Rows<T>).rows;

/** numeric and bigint come back as strings from either engine: every figure as a number. */
const n = (v: unknown) => Number(v ?? 0);
const taxOf = (r: Record<string, unknown>) => ({
  taxablePaise: n(r.taxable),
  cgstPaise: n(r.cgst),
  sgstPaise: n(r.sgst),
  igstPaise: n(r.igst),
  amountPaise: n(r.amount),
});

const mergeSupply = (a: SupplyRow, b: SupplyRow): SupplyRow => ({ ...a, ...addTax(a, b) });
const supplyKey = (r: SupplyRow) => `${r.placeOfSupply}|${r.ratePercent.toFixed(2).padStart(6)}`;

/**
 * Each order's principal item: the line of highest value, the packaging's rate first among
 * equals (the packaging is a composite supply under it, domain/order-tax.ts priceOrder).
 */
const PRINCIPAL = sql`(select distinct on (i.order_id) i.order_id, i.hsn_code
  from order_items i join orders o on o.id = i.order_id
  order by i.order_id, i.amount_paise desc, (i.tax_rate_percent = o.packaging_rate_percent) desc, i.id)`;

/** The TCS and TDS of the ledger lines written in [start, end) of a GSTIN (`lines`, ledgerLinesOf). */
async function tcsOf(app: App, lines: SQL, start: Date, end: Date): Promise<TcsSums> {
  const [row] = await rowsOf<Record<string, unknown>>(
    app,
    sql`select
      coalesce(sum(l.taxable_paise) filter (where l.event = 'DELIVERED'
        and l.kind in ('SALE', 'PACKAGING')), 0) as supplies,
      coalesce(-sum(l.taxable_paise) filter (where l.event = 'RETURNED' and l.kind = 'SALE'), 0) as returns,
      coalesce(-sum(l.amount_paise) filter (where l.kind = 'TCS_CGST'), 0) as cgst,
      coalesce(-sum(l.amount_paise) filter (where l.kind = 'TCS_SGST'), 0) as sgst,
      coalesce(-sum(l.amount_paise) filter (where l.kind = 'TCS_IGST'), 0) as igst,
      coalesce(-sum(l.amount_paise) filter (where l.kind = 'TCS'), 0) as unsplit,
      coalesce(-sum(l.amount_paise) filter (where l.kind = 'TDS'), 0) as tds
    from ledger_lines l
    where ${lines} and l.created_at >= ${start.toISOString()} and l.created_at < ${end.toISOString()}`,
  );
  return {
    suppliesPaise: n(row?.supplies),
    returnsPaise: n(row?.returns),
    cgstPaise: n(row?.cgst),
    sgstPaise: n(row?.sgst),
    igstPaise: n(row?.igst),
    unsplitPaise: n(row?.unsplit),
    tdsPaise: n(row?.tds),
  };
}

/** The month's compensation lines of accepted claims (decision 054), by when each was written. */
async function claimsPaid(app: App, lines: SQL, start: Date, end: Date): Promise<number> {
  const [row] = await rowsOf<Record<string, unknown>>(
    app,
    sql`select coalesce(sum(l.amount_paise), 0) as paid from ledger_lines l
    where ${lines} and l.claim_id is not null
      and l.created_at >= ${start.toISOString()} and l.created_at < ${end.toISOString()}`,
  );
  return n(row?.paid);
}

/**
 * A GSTIN's filing scope (issue 51): the stores that sell under it (one owner's stores sharing
 * it, docs/india.md "GSTIN, one owner", or a store with a location registered under it), the
 * orders invoiced under it (their series is its keyed hash), and their ledger lines.
 */
function scopeOf(hash: string | null, storeId: string, isStoreGstin: boolean) {
  const stores = hash
    ? sql`(select id from stores where gstin_hash = ${hash}
        union select store_id from store_locations where gstin_hash = ${hash})`
    : sql`(${storeId}::uuid)`;
  const billed = hash ? sql`o.invoice_series = ${hash}` : sql`true`;
  return { stores, billed, lines: ledgerLinesOf(stores, billed, isStoreGstin) };
}

/**
 * The ledger lines of `stores` for orders `billed` under a GSTIN; lines of no order (a payout's,
 * a claim's without one) are the store's own GSTIN's.
 */
const ledgerLinesOf = (stores: SQL, billed: SQL, isStoreGstin: boolean) =>
  sql`l.store_id in ${stores} and (case when l.order_id is null then ${isStoreGstin}
    else exists (select 1 from orders o where o.id = l.order_id and ${billed}) end)`;

/**
 * The month's filing pack of a GSTIN the store sells under: the store's own, or a location's
 * registered in another state (issue 51); every store of that GSTIN together, as the return is
 * filed per GSTIN.
 */
export async function filingPack(
  app: App,
  store: StoreRow,
  month: string,
  locationId?: string | null,
): Promise<FilingPack> {
  const { days, start, end } = monthSpan(month, indianDate(app.clock.now()));
  const registration = locationId
    ? await registrationOfStore(app, store, locationId)
    : { gstin: decryptKyc(app.config.kycKey, store.gstinEnc), gstinHash: store.gstinHash };
  const gstin = registration.gstin;
  const isStoreGstin = !locationId || registration.gstinHash === store.gstinHash;
  const { stores, billed, lines } = scopeOf(registration.gstinHash, store.id, isStoreGstin);
  const [from, to] = [start.toISOString(), end.toISOString()];
  const invoiced = sql`o.store_id in ${stores} and ${billed} and o.prices_include_tax
    and o.invoiced_at >= ${from} and o.invoiced_at < ${to}`;
  const transferred = sql`t.series_key = ${registration.gstinHash ?? ''}
    and t.sent_at >= ${from} and t.sent_at < ${to}`;

  const itemSales = await rowsOf<Record<string, unknown>>(
    app,
    sql`select o.shipping_state_code as state, i.tax_rate_percent as rate, i.hsn_code as hsn,
        sum(i.quantity) as quantity, sum(i.taxable_paise) as taxable, sum(i.cgst_paise) as cgst,
        sum(i.sgst_paise) as sgst, sum(i.igst_paise) as igst, sum(i.amount_paise) as amount
      from order_items i join orders o on o.id = i.order_id
      where ${invoiced} and i.invoiced group by 1, 2, 3`,
  );
  const packagingSales = await rowsOf<Record<string, unknown>>(
    app,
    sql`select o.shipping_state_code as state, o.packaging_rate_percent as rate, p.hsn_code as hsn,
        0 as quantity, sum(o.packaging_taxable_paise) as taxable, sum(o.packaging_cgst_paise) as cgst,
        sum(o.packaging_sgst_paise) as sgst, sum(o.packaging_igst_paise) as igst,
        sum(o.packaging_paise) as amount
      from orders o join ${PRINCIPAL} p on p.order_id = o.id
      where ${invoiced} and o.packaging_paise > 0 group by 1, 2, 3`,
  );
  const notes = await rowsOf<Record<string, unknown>>(
    app,
    sql`select o.shipping_state_code as state, c.rate_percent as rate,
        coalesce(i.hsn_code, p.hsn_code) as hsn,
        sum(case when c.order_item_id is null then 0 else c.quantity end) as quantity,
        sum(c.taxable_paise) as taxable, sum(c.cgst_paise) as cgst, sum(c.sgst_paise) as sgst,
        sum(c.igst_paise) as igst, sum(c.amount_paise) as amount, count(*) as notes
      from credit_notes c join orders o on o.id = c.order_id
      left join order_items i on i.id = c.order_item_id
      left join ${PRINCIPAL} p on p.order_id = c.order_id
      where o.store_id in ${stores} and ${billed} and c.issued_at >= ${from} and c.issued_at < ${to}
      group by 1, 2, 3`,
  );
  const [counts] = await rowsOf<Record<string, unknown>>(
    app,
    sql`select count(*) as invoices from orders o where ${invoiced}`,
  );
  const documents = await rowsOf<Record<string, unknown>>(
    app,
    sql`select d.kind, count(*) as total,
        (array_agg(d.number order by s.serial))[1] as first,
        (array_agg(d.number order by s.serial desc))[1] as last,
        max(s.serial) - min(s.serial) + 1 as span
      from (
        select 'INV' as kind, o.invoice_number as number from orders o
          where ${invoiced} and o.invoice_number is not null
        union all
        select 'CN' as kind, c.number from credit_notes c join orders o on o.id = c.order_id
          where o.store_id in ${stores} and ${billed} and c.issued_at >= ${from} and c.issued_at < ${to}
        union all
        select case when t.document_kind = 'INVOICE' then 'INV' else 'DC' end, t.document_number
          from stock_transfers t
          where ${transferred}
      ) d
      cross join lateral (select regexp_replace(d.number, '[0-9]+$', '') as prefix,
        substring(d.number from '([0-9]+)$')::bigint as serial) s
      group by d.kind, s.prefix order by d.kind desc, s.prefix`,
  );
  // Stock transfers under this GSTIN (issue 51): their invoices are B2B supplies to the PAN's
  // other GSTINs, their challans documents issued; neither goes through the marketplace.
  const transferLines = await rowsOf<Record<string, unknown>>(
    app,
    sql`select t.document_number as number, t.sent_at as at, t.to_location_id as "to",
        l.tax_rate_percent as rate, l.hsn_code as hsn, sum(l.quantity_sent) as quantity,
        sum(l.taxable_paise) as taxable, sum(l.cgst_paise) as cgst, sum(l.sgst_paise) as sgst,
        sum(l.igst_paise) as igst, sum(l.unit_price_paise * l.quantity_sent) as amount
      from stock_transfers t join stock_transfer_lines l on l.transfer_id = t.id
      where ${transferred} and t.document_kind = 'INVOICE'
      group by 1, 2, 3, 4, 5`,
  );
  const recipients = await registrationsOf(
    app.db,
    app.config.kycKey,
    transferLines.map((r) => String(r.to)),
  );
  const last = previousYear(days.from);
  const [turnover] = await rowsOf<Record<string, unknown>>(
    app,
    sql`select coalesce(sum(i.taxable_paise), 0) + coalesce((select sum(o.packaging_taxable_paise)
        from orders o where o.store_id in ${stores} and ${billed} and o.invoiced_at >= ${last.start.toISOString()}
        and o.invoiced_at < ${last.end.toISOString()}), 0) as paise
      from order_items i join orders o on o.id = i.order_id
      where o.store_id in ${stores} and ${billed} and i.invoiced and o.invoiced_at >= ${last.start.toISOString()}
        and o.invoiced_at < ${last.end.toISOString()}`,
  );
  const digits = hsnDigits(n(turnover?.paise), days.from);

  const supplyOf = (r: Record<string, unknown>): SupplyRow => ({
    placeOfSupply: String(r.state),
    ratePercent: n(r.rate),
    ...taxOf(r),
  });
  const hsnOf = (r: Record<string, unknown>, sign: 1 | -1): HsnRow => {
    const t = taxOf(r);
    return {
      ...hsnAt(String(r.hsn), digits),
      unit: unitOf(String(r.hsn)),
      ratePercent: n(r.rate),
      quantity: sign * n(r.quantity),
      taxablePaise: sign * t.taxablePaise,
      cgstPaise: sign * t.cgstPaise,
      sgstPaise: sign * t.sgstPaise,
      igstPaise: sign * t.igstPaise,
      amountPaise: sign * t.amountPaise,
    };
  };
  const sales = [...itemSales, ...packagingSales];
  return {
    month,
    gstin,
    hsnDigits: digits,
    invoices: n(counts?.invoices),
    creditNoteCount: notes.reduce((k, r) => k + n(r.notes), 0),
    sales: groupSums(sales.map(supplyOf), supplyKey, mergeSupply),
    creditNotes: groupSums(notes.map(supplyOf), supplyKey, mergeSupply),
    transfers: groupSums(
      transferLines.map((r) => {
        const recipient = recipients.get(String(r.to))!;
        return {
          recipientGstin: recipient.gstin,
          number: String(r.number),
          date: indianDate(new Date(String(r.at))),
          placeOfSupply: recipient.stateCode,
          ratePercent: n(r.rate),
          ...taxOf(r),
        };
      }),
      (r) => `${r.number}|${r.ratePercent.toFixed(2).padStart(6)}`,
      (a, b) => ({ ...a, ...addTax(a, b) }),
    ),
    // Net of the month's credit notes, as table 12 reports the month's supplies; with the
    // transfers' invoices, supplies too.
    hsn: groupSums(
      [
        ...sales.map((r) => hsnOf(r, 1)),
        ...transferLines.map((r) => hsnOf(r, 1)),
        ...notes.map((r) => hsnOf(r, -1)),
      ],
      (r) => `${r.hsn}|${r.ratePercent.toFixed(2).padStart(6)}`,
      (a, b) => ({ ...a, ...addTax(a, b), quantity: a.quantity + b.quantity }),
    ),
    tcs: await tcsOf(app, lines, start, end),
    documents: documents.map((r) => ({
      kind: r.kind === 'CN' || r.kind === 'DC' ? r.kind : 'INV',
      from: String(r.first),
      to: String(r.last),
      total: n(r.total),
      // Serials of the range no stored document holds (decision 050): none unless one was lost.
      cancelled: Math.max(0, n(r.span) - n(r.total)),
    })),
    operatorGstin: (await readPlatformSettings(app.db)).operatorGstin,
    claimsPaidPaise: await claimsPaid(app, lines, start, end),
  };
}

/** For the admin: each seller's TCS and TDS of the month (GSTR-8 per supplier GSTIN). */
export async function platformFiling(app: App, month: string) {
  const { start, end } = monthSpan(month, indianDate(app.clock.now()));
  // Each store's GSTINs of the month: its own, and a location's its orders were invoiced under.
  const sellers = await rowsOf<{ id: string; hash: string | null }>(
    app,
    sql`select distinct l.store_id as id, coalesce(o.invoice_series, s.gstin_hash) as hash
      from ledger_lines l join stores s on s.id = l.store_id
      left join orders o on o.id = l.order_id
      where l.created_at >= ${start.toISOString()} and l.created_at < ${end.toISOString()}`,
  );
  const rows = [];
  for (const { id, hash } of sellers) {
    const [store] = await rowsOf<{ name: string; gstin_enc: string; gstin_hash: string | null }>(
      app,
      sql`select name, gstin_enc, gstin_hash from stores where id = ${id}`,
    );
    const own = hash === null || hash === store!.gstin_hash;
    const [location] = own
      ? []
      : await rowsOf<{ gstin_enc: string }>(
          app,
          sql`select gstin_enc from store_locations where store_id = ${id} and gstin_hash = ${hash}
            limit 1`,
        );
    const billed = hash ? sql`o.invoice_series = ${hash}` : sql`true`;
    rows.push({
      storeId: id,
      storeName: store!.name,
      gstin: decryptKyc(app.config.kycKey, own ? store!.gstin_enc : location!.gstin_enc),
      tcs: await tcsOf(app, ledgerLinesOf(sql`(${id}::uuid)`, billed, own), start, end),
    });
  }
  return rows.sort(
    (a, b) => a.storeName.localeCompare(b.storeName) || a.gstin.localeCompare(b.gstin),
  );
}

/** A location of `store` (archived ones too: their months are filed) and its registration. */
async function registrationOfStore(app: App, store: StoreRow, locationId: string) {
  if (!isId(locationId)) throw notFound();
  const registration = (await registrationsOf(app.db, app.config.kycKey, [locationId])).get(
    locationId,
  );
  if (registration?.storeId !== store.id) throw notFound();
  return registration;
}
