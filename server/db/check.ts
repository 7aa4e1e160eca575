import { sql, type SQL } from 'drizzle-orm';
import { TO_DISPATCH } from '../../domain/dispatch.ts';
import { REVENUE_STATUSES } from '../../domain/order-history.ts';
import {
  REFUNDED_STATUSES,
  RESERVING_STATUSES,
  UNSUPPLIED_STATUSES,
} from '../../domain/order-item-status.ts';
import type { Db, DbOrTx } from './client.ts';
import { indianDaySql } from './dates.ts';

/** One counter or invariant found wrong: which check, which row, what is stored and what is so. */
export interface Drift {
  check: string;
  key: string;
  stored: string;
  actual: string;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * What each counter table should hold, recounted from the rows themselves: the one definition
 * that `checkDatabase` compares against and `rebuildCounters` writes (npm run seed).
 */
const ACTUAL = {
  user_counts: sql`
    select role::text as k, count(*)::int as n from users group by role
    union all select 'ALL', count(*)::int from users`,
  audit_counts: sql`select 'ALL' as k, count(*)::int as n from audit_log`,
  inventory_counts: sql`
    select p.store_id as k, count(*)::int as n from inventory_entries e
    join products p on p.id = e.product_id where not p.is_deleted group by p.store_id`,
  order_counts: sql`
    select store_id, status::text as status, count(*)::int as n from orders
    group by store_id, status
    union all select store_id, 'ALL', count(*)::int from orders group by store_id
    union all select o.store_id, 'ANY_ITEM:' || i.item_status::text, count(distinct o.id)::int
    from orders o join order_items i on i.order_id = o.id group by o.store_id, i.item_status`,
  dispatch_due: sql`
    select o.store_id, i.dispatch_by as day, i.item_status::text as status, count(*)::int as n
    from order_items i join orders o on o.id = i.order_id
    where i.dispatch_by is not null and i.item_status::text in (${list(TO_DISPATCH)})
    group by o.store_id, i.dispatch_by, i.item_status`,
  store_daily_sales: sql`
    select o.store_id, ${indianDaySql(sql`o.created_at`)} as day, count(distinct o.id)::int as orders,
           coalesce(sum(i.quantity) filter (where i.item_status::text in (${list(REVENUE_STATUSES)})), 0)::int as pieces,
           coalesce(sum(i.taxable_paise) filter (where i.item_status::text in (${list(REVENUE_STATUSES)})), 0)::bigint as revenue
    from orders o join order_items i on i.order_id = o.id
    group by o.store_id, ${indianDaySql(sql`o.created_at`)}`,
  // Seller health's events (domain/seller-health.ts moveCounters, the same rule in SQL): each
  // item history entry on the Indian day it was made, and each reviewer's listing decision.
  store_health_days: sql`
    select o.store_id, d.day, e.counter, count(*)::int as n
    from order_item_status_history h
    join order_items i on i.id = h.order_item_id
    join orders o on o.id = i.order_id
    cross join lateral (select ${indianDaySql(sql`h.changed_at`)} as day) d
    cross join lateral unnest(case
      when h.from_status is null then
        case when h.to_status::text = 'PENDING' then array['ORDERED'] else array[]::text[] end
      when h.to_status::text = 'SHIPPED' then
        case when i.dispatch_by is not null and d.day > i.dispatch_by
          then array['SHIPPED', 'SHIPPED_LATE'] else array['SHIPPED'] end
      when h.to_status::text = 'CANCELLED' then
        case when h.changed_by is distinct from o.customer_id
          then array['CANCELLED_BY_SELLER'] else array[]::text[] end
      when h.to_status::text in ('DELIVERED', 'RETURN_REQUESTED', 'RTO_INITIATED')
        then array[h.to_status::text]
      when h.to_status::text = 'QC_PASSED' then array['QC_CHECKED']
      when h.to_status::text = 'QC_FAILED' then array['QC_CHECKED', 'QC_FAILED']
      else array[]::text[] end) as e(counter)
    group by o.store_id, d.day, e.counter
    union all
    select store_id, ${indianDaySql(sql`decided_at`)}, 'LISTING_DECIDED', count(*)::int
    from listing_reviews where decided_at is not null and not automatic
    group by store_id, ${indianDaySql(sql`decided_at`)}
    union all
    select store_id, ${indianDaySql(sql`decided_at`)}, 'LISTING_REJECTED', count(*)::int
    from listing_reviews where decision::text = 'REJECTED' and not automatic
    group by store_id, ${indianDaySql(sql`decided_at`)}`,
};

/** Each counter table emptied and filled again from ACTUAL (in one transaction). */
const REBUILDS: SQL[] = [
  sql`delete from user_counts`,
  sql`insert into user_counts (role, count) select k, n from (${ACTUAL.user_counts}) a`,
  sql`delete from audit_counts`,
  sql`insert into audit_counts (scope, count) select k, n from (${ACTUAL.audit_counts}) a`,
  sql`delete from inventory_counts`,
  sql`insert into inventory_counts (store_id, count) select k, n from (${ACTUAL.inventory_counts}) a`,
  sql`delete from order_counts`,
  sql`insert into order_counts (store_id, status, count) select store_id, status, n from (${ACTUAL.order_counts}) a`,
  sql`delete from dispatch_due`,
  sql`insert into dispatch_due (store_id, day, status, items) select store_id, day, status::order_status, n from (${ACTUAL.dispatch_due}) a`,
  sql`delete from store_daily_sales`,
  sql`insert into store_daily_sales (store_id, day, orders, pieces, revenue_paise) select store_id, day, orders, pieces, revenue from (${ACTUAL.store_daily_sales}) a`,
  sql`delete from store_health_days`,
  sql`insert into store_health_days (store_id, day, counter, count) select store_id, day, counter, n from (${ACTUAL.store_health_days}) a`,
];

/**
 * Every counter recounted from the rows and written (for a bulk load that bypassed the services:
 * npm run seed). Afterwards checkDatabase finds no counter drift by construction.
 */
export async function rebuildCounters(db: Db) {
  await db.transaction(async (tx) => {
    for (const statement of REBUILDS) await tx.execute(statement);
  });
}

/**
 * Each check answers the rows where what is kept differs from a recount from the rows themselves
 * (key, stored, actual). Counters: every counter table, recounted. Invariants: no order without
 * items, no live product without entries, reserved stock = the open items' pieces, stock never
 * negative, and each entry's stock movements chained and ending at its current stock.
 */
const CHECKS: Record<string, SQL> = {
  user_counts: sql`
    with actual as (${ACTUAL.user_counts})
    select coalesce(a.k, c.role) as key, coalesce(c.count, 0)::text as stored,
           coalesce(a.n, 0)::text as actual
    from actual a full join user_counts c on c.role = a.k
    where coalesce(c.count, 0) <> coalesce(a.n, 0)`,
  audit_counts: sql`
    with actual as (${ACTUAL.audit_counts})
    select coalesce(a.k, c.scope) as key, coalesce(c.count, 0)::text as stored,
           coalesce(a.n, 0)::text as actual
    from actual a full join audit_counts c on c.scope = a.k
    where coalesce(c.count, 0) <> coalesce(a.n, 0)`,
  inventory_counts: sql`
    with actual as (${ACTUAL.inventory_counts})
    select coalesce(a.k, c.store_id)::text as key, coalesce(c.count, 0)::text as stored,
           coalesce(a.n, 0)::text as actual
    from actual a full join inventory_counts c on c.store_id = a.k
    where coalesce(c.count, 0) <> coalesce(a.n, 0)`,
  order_counts: sql`
    with actual as (${ACTUAL.order_counts})
    select coalesce(a.store_id, c.store_id)::text || ' ' || coalesce(a.status, c.status) as key,
           coalesce(c.count, 0)::text as stored, coalesce(a.n, 0)::text as actual
    from actual a full join order_counts c on c.store_id = a.store_id and c.status = a.status
    where coalesce(c.count, 0) <> coalesce(a.n, 0)`,
  dispatch_due: sql`
    with actual as (${ACTUAL.dispatch_due})
    select concat_ws(' ', coalesce(a.store_id, c.store_id)::text, coalesce(a.day, c.day),
             coalesce(a.status, c.status::text)) as key,
           coalesce(c.items, 0)::text as stored, coalesce(a.n, 0)::text as actual
    from actual a full join dispatch_due c
      on c.store_id = a.store_id and c.day = a.day and c.status::text = a.status
    where coalesce(c.items, 0) <> coalesce(a.n, 0)`,
  store_daily_sales: sql`
    with actual as (${ACTUAL.store_daily_sales})
    select coalesce(a.store_id, c.store_id)::text || ' ' || coalesce(a.day, c.day) as key,
           concat_ws('/', c.orders, c.pieces, c.revenue_paise) as stored,
           concat_ws('/', a.orders, a.pieces, a.revenue) as actual
    from actual a full join store_daily_sales c on c.store_id = a.store_id and c.day = a.day
    where coalesce(c.orders, 0) <> coalesce(a.orders, 0)
       or coalesce(c.pieces, 0) <> coalesce(a.pieces, 0)
       or coalesce(c.revenue_paise, 0) <> coalesce(a.revenue, 0)`,
  store_health_days: sql`
    with actual as (${ACTUAL.store_health_days})
    select concat_ws(' ', coalesce(a.store_id, c.store_id)::text, coalesce(a.day, c.day),
             coalesce(a.counter, c.counter)) as key,
           coalesce(c.count, 0)::text as stored, coalesce(a.n, 0)::text as actual
    from actual a full join store_health_days c
      on c.store_id = a.store_id and c.day = a.day and c.counter = a.counter
    where coalesce(c.count, 0) <> coalesce(a.n, 0)`,
  orders_with_items: sql`
    select o.id::text as key, '0 items' as stored, 'at least 1' as actual from orders o
    where not exists (select 1 from order_items i where i.order_id = o.id)`,
  products_with_entries: sql`
    select p.id::text as key, '0 entries' as stored, 'at least 1' as actual from products p
    where not p.is_deleted and not exists (select 1 from inventory_entries e where e.product_id = p.id)`,
  reserved_stock: sql`
    with open as (
      select inventory_entry_id as id, sum(quantity)::int as n from order_items
      where item_status::text in (${list(RESERVING_STATUSES)}) group by inventory_entry_id)
    select e.id::text as key, e.reserved_stock::text as stored, coalesce(o.n, 0)::text as actual
    from inventory_entries e left join open o on o.id = e.id
    where e.reserved_stock <> coalesce(o.n, 0)`,
  stock_not_negative: sql`
    select id::text as key, concat_ws('/', total_stock, reserved_stock) as stored,
           'total >= reserved >= 0' as actual
    from inventory_entries where total_stock < 0 or reserved_stock < 0 or reserved_stock > total_stock`,
  // Locations (issue 51, decision 055): a variant's figures are its locations' sums; a location
  // holds what its open items took; each store has its primary; nothing points across stores.
  location_stock_sums: sql`
    with sums as (
      select entry_id, sum(total_stock)::int as total, sum(reserved_stock)::int as reserved
      from location_stock group by entry_id)
    select e.id::text as key, concat_ws('/', e.total_stock, e.reserved_stock) as stored,
           concat_ws('/', coalesce(s.total, 0), coalesce(s.reserved, 0)) as actual
    from inventory_entries e left join sums s on s.entry_id = e.id
    where e.total_stock <> coalesce(s.total, 0) or e.reserved_stock <> coalesce(s.reserved, 0)`,
  location_reserved: sql`
    with open as (
      select inventory_entry_id as entry_id, location_id, sum(quantity)::int as n from order_items
      where item_status::text in (${list(RESERVING_STATUSES)})
      group by inventory_entry_id, location_id)
    select concat_ws(' at ', coalesce(l.entry_id, o.entry_id)::text,
             coalesce(l.location_id, o.location_id)::text) as key,
           coalesce(l.reserved_stock, 0)::text as stored, coalesce(o.n, 0)::text as actual
    from location_stock l full join open o
      on o.entry_id = l.entry_id and o.location_id = l.location_id
    where coalesce(l.reserved_stock, 0) <> coalesce(o.n, 0)`,
  location_stock_valid: sql`
    select concat_ws(' at ', entry_id::text, location_id::text) as key,
           concat_ws('/', total_stock, reserved_stock) as stored,
           'total >= reserved >= 0' as actual
    from location_stock where reserved_stock < 0 or reserved_stock > total_stock`,
  location_of_store: sql`
    select concat_ws(' at ', l.entry_id::text, l.location_id::text) as key,
           'another store''s location' as stored, 'its own store''s' as actual
    from location_stock l join inventory_entries e on e.id = l.entry_id
    join store_locations s on s.id = l.location_id
    where s.store_id <> e.store_id
    union all
    select i.id::text, 'another store''s location', 'its order''s store''s'
    from order_items i join orders o on o.id = i.order_id
    join store_locations s on s.id = i.location_id
    where s.store_id <> o.store_id`,
  // An order is invoiced under its billing location's GSTIN (issue 51): a location of its own
  // store, and its items not yet back (returns come to the door that takes them) ship from
  // locations under that GSTIN; an invoiced order's series is that GSTIN's.
  order_billing_location: sql`
    with reg as (
      select l.id, l.store_id, coalesce(l.gstin_hash, s.gstin_hash) as hash
      from store_locations l join stores s on s.id = l.store_id)
    select o.id::text as key, 'billed from another store''s location' as stored,
           'its own store''s' as actual
    from orders o join reg b on b.id = o.billing_location_id where b.store_id <> o.store_id
    union all
    select i.id::text, 'ships under another GSTIN', 'its order''s GSTIN'
    from order_items i join orders o on o.id = i.order_id
    join reg b on b.id = o.billing_location_id join reg l on l.id = i.location_id
    where i.item_status::text in ('PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED')
      and l.hash is distinct from b.hash
    union all
    select o.id::text, 'invoiced in another series', 'its billing GSTIN''s'
    from orders o join reg b on b.id = o.billing_location_id
    where o.prices_include_tax and o.invoice_series is not null
      and o.invoice_series is distinct from b.hash`,
  // A stock transfer (issue 51) is between two locations of its own store, of its store's
  // variants, its document in its source GSTIN's series (the kind by whether the two share one);
  // its lines are received exactly when it is, none more than was sent, each line's money adding
  // up to its pieces at the listed price.
  stock_transfer_valid: sql`
    with reg as (
      select l.id, l.store_id, coalesce(l.gstin_hash, s.gstin_hash) as hash
      from store_locations l join stores s on s.id = l.store_id)
    select t.id::text as key, 'between another store''s locations' as stored,
           'its own store''s, in its source GSTIN''s series' as actual
    from stock_transfers t join reg f on f.id = t.from_location_id join reg d on d.id = t.to_location_id
    where f.store_id <> t.store_id or d.store_id <> t.store_id or t.series_key <> f.hash
      or (t.document_kind = 'CHALLAN') <> (f.hash = d.hash)
    union all
    select l.id::text, 'another store''s variant', 'its transfer''s store''s'
    from stock_transfer_lines l join stock_transfers t on t.id = l.transfer_id
    join inventory_entries e on e.id = l.entry_id where e.store_id <> t.store_id
    union all
    select l.id::text, coalesce(l.quantity_received::text, 'not received'),
           case when t.status = 'RECEIVED' then 'received' else 'not received' end
    from stock_transfer_lines l join stock_transfers t on t.id = l.transfer_id
    where (t.status = 'RECEIVED') <> (l.quantity_received is not null)
    union all
    select l.id::text, (l.taxable_paise + l.cgst_paise + l.sgst_paise + l.igst_paise)::text,
           (l.unit_price_paise * l.quantity_sent)::text
    from stock_transfer_lines l
    where l.taxable_paise + l.cgst_paise + l.sgst_paise + l.igst_paise
      <> l.unit_price_paise * l.quantity_sent`,
  store_primary_location: sql`
    select s.id::text as key, '0 primary locations' as stored, '1' as actual from stores s
    where not exists (select 1 from store_locations l where l.store_id = s.id and l.is_primary)`,
  // Listing review (decision 052): a product waits for review exactly when a version of it waits,
  // and a live one has an approved version for buyers.
  listing_state: sql`
    select p.id::text as key, p.listing_state::text as stored,
           case when r.id is not null then 'IN_REVIEW (a version waits)'
                else 'not IN_REVIEW (no version waits)' end as actual
    from products p left join listing_reviews r on r.product_id = p.id and r.decision is null
    where not p.is_deleted and ((p.listing_state = 'IN_REVIEW') <> (r.id is not null))`,
  // A store past OK on seller health went over on a day it remembers (decision 053).
  health_step: sql`
    select s.id::text as key, s.health_step::text as stored, 'OK, or over since a day' as actual
    from stores s left join store_health h on h.store_id = s.id
    where s.health_step <> 'OK' and h.over_since is null`,
  listing_live: sql`
    select p.id::text as key, 'no approved version' as stored, 'LIVE has one' as actual
    from products p where not p.is_deleted and p.listing_state = 'LIVE' and p.live is null`,
  // Legal Metrology (decision 035): nothing is priced above its MRP; an entry's store is its
  // product's (its SKU is unique in that store).
  price_within_mrp: sql`
    select id::text as key, concat_ws('/', price_paise, mrp_paise) as stored,
           'price <= mrp' as actual
    from inventory_entries where mrp_paise is not null and price_paise > mrp_paise`,
  entry_store: sql`
    select e.id::text as key, e.store_id::text as stored, p.store_id::text as actual
    from inventory_entries e join products p on p.id = e.product_id
    where e.store_id <> p.store_id`,
  // An item's copies of its order's store and time (issue 52), which its status's index reads.
  item_order_copy: sql`
    select i.id::text as key, concat_ws(' ', i.store_id, i.order_created_at) as stored,
           concat_ws(' ', o.store_id, o.created_at) as actual
    from order_items i join orders o on o.id = i.order_id
    where i.store_id <> o.store_id or i.order_created_at <> o.created_at`,
  // Money (decision 026): a payout is the sum of the lines it paid, and counts them.
  payout_sums: sql`
    with paid as (
      select pl.payout_id, sum(l.amount_paise)::bigint as amount, count(*)::int as n
      from payout_lines pl join ledger_lines l on l.id = pl.ledger_line_id group by pl.payout_id)
    select p.id::text as key, concat_ws('/', p.amount_paise, p.lines) as stored,
           concat_ws('/', coalesce(s.amount, 0), coalesce(s.n, 0)) as actual
    from payouts p left join paid s on s.payout_id = p.id
    where p.amount_paise <> coalesce(s.amount, 0) or p.lines <> coalesce(s.n, 0)`,
  // Money (decision 026): a delivered sale is never payable before its return window has closed.
  payable_after_window: sql`
    select l.id::text as key, l.payable_on as stored, 'after ' || i.return_window_ends_on as actual
    from ledger_lines l join order_items i on i.id = l.order_item_id
    where l.event = 'DELIVERED' and i.return_window_ends_on is not null
      and l.payable_on <= i.return_window_ends_on`,
  // Money (decision 026): each delivery's rate lines are the stated formula (domain/settlement.ts) of
  // the item's or the packaging's stored figures, each rounded once; a line split by a partial
  // return is checked whole (its lines and its split items' together, on their summed figures);
  // a return reverses, kind by kind, what the delivery wrote.
  ledger_formula: sql`
    with lines as (
      select coalesce(i.split_from, i.id) as root, l.order_id, l.kind, l.part,
             sum(l.amount_paise) as stored, max(l.rate_bp) as rate
      from ledger_lines l join order_items i on i.id = l.order_item_id
      where l.event = 'DELIVERED' and l.kind in ('SALE', 'PACKAGING', 'COMMISSION', 'TCS', 'TCS_CGST', 'TCS_SGST', 'TCS_IGST', 'TDS')
      group by 1, 2, 3, 4),
    roots as (
      select coalesce(split_from, id) as root, sum(amount_paise) as amount,
             sum(taxable_paise) as taxable
      from order_items group by 1),
    expected as (
      select l.*, case
          when l.kind = 'SALE' then r.amount
          when l.kind = 'PACKAGING' then o.packaging_paise
          when l.kind = 'COMMISSION' then -round(r.amount::numeric * l.rate / 10000)
          else -round((case when l.part = 'PACKAGING' then o.packaging_taxable_paise
                            else r.taxable end)::numeric * l.rate / 10000)
        end as formula
      from lines l join roots r on r.root = l.root join orders o on o.id = l.order_id)
    select concat_ws(' ', root::text, kind, part) as key, stored::text, formula::text as actual
    from expected where stored <> formula
    union all
    select concat_ws(' ', r.order_item_id::text, r.kind, r.part), r.amount::text, (-d.amount)::text
    from (select order_item_id, kind, part, sum(amount_paise) as amount from ledger_lines
          where event = 'RETURNED' group by 1, 2, 3) r
    join (select order_item_id, kind, part, sum(amount_paise) as amount from ledger_lines
          where event = 'DELIVERED' group by 1, 2, 3) d
      on d.order_item_id = r.order_item_id and d.kind = r.kind and d.part = r.part
    where r.kind not in ('SHIPPING_FEE', 'GST_ON_FEES') and r.amount <> -d.amount`,
  // Money (decision 054): an accepted claim has exactly one ledger line, of the amount accepted, on
  // its own item; an open or rejected one has none; nothing is accepted beyond what was claimed; a
  // compensation line always names its claim.
  claim_lines: sql`
    with paid as (
      select claim_id, sum(amount_paise) as amount, count(*) as n,
             bool_and(l.order_item_id = c.order_item_id and l.store_id = c.store_id) as own
      from ledger_lines l join claims c on c.id = l.claim_id group by 1),
    owed as (
      select c.id, case when c.status in ('ACCEPTED', 'PARTLY_ACCEPTED')
                        then coalesce(c.amount_accepted_paise, 0) else 0 end as amount
      from claims c)
    select o.id::text as key, concat(coalesce(p.amount, 0), ' in ', coalesce(p.n, 0), ' lines') as stored,
           concat(o.amount, ' in ', case when o.amount > 0 then 1 else 0 end, ' lines') as actual
    from owed o left join paid p on p.claim_id = o.id
    where coalesce(p.amount, 0) <> o.amount or coalesce(p.n, 0) > 1 or p.own = false
    union all
    select id::text, amount_accepted_paise::text, concat('at most ', amount_claimed_paise)
    from claims where amount_accepted_paise > amount_claimed_paise
    union all
    select id::text, kind, 'a claim named'
    from ledger_lines where kind in ('CLAIM_COMPENSATION', 'QC_COMPENSATION') and claim_id is null`,
  // Money (decision 026): an order's invoice less its credit notes is what the customer finally paid:
  // the invoiced items not refunded, and the packaging unless nothing was supplied.
  invoice_less_credit_notes: sql`
    with items as (
      select o.id, o.packaging_paise,
        sum(i.amount_paise) filter (where i.invoiced) as invoiced,
        coalesce(sum(i.amount_paise) filter (
          where i.invoiced and i.item_status::text not in (${list(REFUNDED_STATUSES)})), 0) as kept,
        bool_and(i.item_status::text in (${list(UNSUPPLIED_STATUSES)})) as unsupplied
      from orders o join order_items i on i.order_id = o.id
      where o.prices_include_tax and o.invoice_number is not null group by o.id),
    notes as (select order_id, sum(amount_paise) as credited from credit_notes group by order_id)
    select t.id::text as key,
           (t.invoiced + t.packaging_paise - coalesce(n.credited, 0))::text as stored,
           (t.kept + case when t.unsupplied then 0 else t.packaging_paise end)::text as actual
    from items t left join notes n on n.order_id = t.id
    where t.invoiced + t.packaging_paise - coalesce(n.credited, 0)
       <> t.kept + case when t.unsupplied then 0 else t.packaging_paise end`,
  // Tax (docs/india.md): within a state, CGST = SGST on every line, the packaging and every credit
  // note of an order priced so (decision 047).
  equal_tax_halves: sql`
    select i.id::text as key, concat_ws('/', i.cgst_paise, i.sgst_paise) as stored,
           'cgst = sgst' as actual
    from order_items i join orders o on o.id = i.order_id
    where o.equal_tax_halves and i.cgst_paise <> i.sgst_paise
    union all
    select o.id::text || ' packaging' as key,
           concat_ws('/', o.packaging_cgst_paise, o.packaging_sgst_paise) as stored,
           'cgst = sgst' as actual
    from orders o where o.equal_tax_halves and o.packaging_cgst_paise <> o.packaging_sgst_paise
    union all
    select n.number as key, concat_ws('/', n.cgst_paise, n.sgst_paise) as stored,
           'cgst = sgst' as actual
    from credit_notes n join orders o on o.id = n.order_id
    where o.equal_tax_halves and n.cgst_paise <> n.sgst_paise`,
  stock_movements: sql`
    with chained as (
      select entry_id, version, total_stock_before, reserved_stock_before, total_stock_after,
             reserved_stock_after,
             lag(total_stock_after) over w as prev_total,
             lag(reserved_stock_after) over w as prev_reserved,
             row_number() over (partition by entry_id order by version desc, created_at desc) as newest
      from stock_movements window w as (partition by entry_id order by version, created_at))
    select c.entry_id::text || ' v' || c.version as key,
           concat_ws('/', c.total_stock_before, c.reserved_stock_before) as stored,
           concat_ws('/', c.prev_total, c.prev_reserved) as actual
    from chained c
    where c.prev_total is not null
      and (c.total_stock_before <> c.prev_total or c.reserved_stock_before <> c.prev_reserved)
    union all
    select c.entry_id::text || ' now' as key, concat_ws('/', e.total_stock, e.reserved_stock) as stored,
           concat_ws('/', c.total_stock_after, c.reserved_stock_after) as actual
    from chained c join inventory_entries e on e.id = c.entry_id
    where c.newest = 1
      and (e.total_stock <> c.total_stock_after or e.reserved_stock <> c.reserved_stock_after)`,
};

export const CHECK_NAMES = Object.keys(CHECKS);

/** Runs every check (read-only); no drift means every counter equals its recount. */
export async function checkDatabase(db: DbOrTx): Promise<Drift[]> {
  const drifts: Drift[] = [];
  for (const [check, query] of Object.entries(CHECKS)) {
    const result = (await db.execute(query)) as unknown as {
      rows: { key: string; stored: string; actual: string }[];
    };
    for (const row of result.rows) drifts.push({ check, ...row });
  }
  return drifts;
}
