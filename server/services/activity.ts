import { sql, type SQL } from 'drizzle-orm';
import type { App } from '../app.ts';
import { ORDER_STATUS_LABELS, auditReasonText, labelOf } from '../../domain/labels.ts';
import { AUDIT_ACTION_LABELS } from '../../domain/labels-admin.ts';
import { m } from '../../domain/messages.ts';
import { formatInr } from '../../domain/money.ts';
import { ID_PART, shortId } from '../../domain/id.ts';
import type { StoreRow } from '../db/schema.ts';
import { MS_PART, cursorPattern, readCursor } from './paging.ts';

/** How many entries a page of the store's activity holds at most. */
export const ACTIVITY_PAGE_MAX = 50;

export type ActivityKind = 'ITEM_MOVED' | 'STOCK_CHANGED' | 'TEAM';

export interface ActivityEntry {
  id: string;
  at: Date;
  kind: ActivityKind;
  actorId: string;
  actorName: string;
  summary: string;
}

interface Row {
  id: string;
  at: Date | string;
  kind: ActivityKind;
  actor_id: string;
  actor_name: string | null;
  actor_email: string;
  product: string | null;
  detail: string | null;
  total_before: number | null;
  total_after: number | null;
  price_before: string | number | null;
  price_after: string | number | null;
  reason: string | null;
  order_id: string | null;
}

/** A page's cursor: its last entry's time in ms and id, as `nextCursor` writes it. */
const ACTIVITY_CURSOR = cursorPattern(`${MS_PART}:${ID_PART}`);

/** `before`, read by the one cursor reader (BAD_USER_INPUT under `before` when changed). */
function cursorOf(before: string | null | undefined): { at: Date; id: string } | null {
  if (!before) return null;
  const [ms, id] = readCursor(before, ACTIVITY_CURSOR, 'before');
  return { at: new Date(Number(ms)), id: id! };
}

/**
 * What people did in a store, newest first (decision 051): each item move, stock or price change
 * and team change, under the name of the member (or owner) who did it; `memberId` keeps one
 * person's. Customers' own moves (a cancellation, a return asked) and the system's are not the
 * store's activity.
 */
export async function storeActivity(
  app: App,
  store: StoreRow,
  args: { memberId?: string | null; before?: string | null; limit?: number | null },
) {
  const limit = Math.min(Math.max(args.limit ?? 30, 1), ACTIVITY_PAGE_MAX);
  const cursor = cursorOf(args.before);
  const staff = sql`(select ${store.ownerId}::uuid union select user_id from store_members where store_id = ${store.id})`;
  const byMember: SQL = args.memberId ? sql`and a.actor_id = ${args.memberId}::uuid` : sql``;
  const page: SQL = cursor
    ? sql`and (a.at, a.id) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const query = sql`
    with a as (
      select h.id, h.changed_at as at, 'ITEM_MOVED' as kind, h.changed_by as actor_id,
             i.product_name as product, h.to_status::text as detail,
             null::int as total_before, null::int as total_after,
             null::bigint as price_before, null::bigint as price_after, null::text as reason,
             o.id as order_id
        from order_item_status_history h
        join order_items i on i.id = h.order_item_id
        join orders o on o.id = i.order_id
       where o.store_id = ${store.id} and h.changed_by in ${staff}
      union all
      select s.id, s.created_at, 'STOCK_CHANGED', s.actor_id, p.name, s.reason,
             s.total_stock_before, s.total_stock_after, s.price_paise_before, s.price_paise_after,
             null, null
        from stock_movements s
        join inventory_entries e on e.id = s.entry_id
        join products p on p.id = e.product_id
       where e.store_id = ${store.id} and s.actor_id in ${staff}
      union all
      select l.id, l.created_at, 'TEAM', l.actor_id, null, l.action, null, null, null, null,
             l.reason, null
        from audit_log l
       where l.subject_type = 'STORE' and l.subject_id = ${store.id} and l.actor_id in ${staff}
    )
    select a.*, u.name as actor_name, u.email as actor_email
      from a join users u on u.id = a.actor_id
     where true ${byMember} ${page}
     order by a.at desc, a.id desc
     limit ${limit + 1}`;
  const rows = ((await app.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const items: ActivityEntry[] = rows.slice(0, limit).map((r) => ({
    id: r.id,
    at: new Date(r.at),
    kind: r.kind,
    actorId: r.actor_id,
    actorName: r.actor_name || r.actor_email,
    summary: summaryOf(r),
  }));
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? `${last.at.getTime()}:${last.id}` : null,
  };
}

function summaryOf(r: Row): string {
  if (r.kind === 'ITEM_MOVED') {
    return m.activityItemMoved({
      product: r.product ?? '',
      order: shortId(r.order_id ?? ''),
      status: labelOf(ORDER_STATUS_LABELS, r.detail ?? ''),
    });
  }
  if (r.kind === 'STOCK_CHANGED') {
    const priceBefore = Number(r.price_before);
    const priceAfter = Number(r.price_after);
    if (priceBefore !== priceAfter) {
      return m.activityPriceChanged({
        product: r.product ?? '',
        before: formatInr(priceBefore),
        after: formatInr(priceAfter),
      });
    }
    return m.activityStockChanged({
      product: r.product ?? '',
      before: String(r.total_before),
      after: String(r.total_after),
    });
  }
  const action = labelOf(AUDIT_ACTION_LABELS, r.detail ?? '');
  return r.reason
    ? m.activityTeamChanged({ action, detail: auditReasonText(r.detail ?? '', r.reason) })
    : action;
}
