import { messages } from '../../../../domain/messages.ts';
import { WriteStatus } from '../../../offline/WriteStatus.tsx';
import { inventoryEntity } from '../api/update-inventory.ts';
import type { InventoryRow } from '../api/queries.ts';

/** What can still be sold (of the total), marked when low, with any write waiting for it. */
export function StockCell({ row, low }: { row: InventoryRow; low: boolean }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <span data-testid="in-stock" className="tabular-nums">
        {row.availableStock}
        {row.reservedStock > 0 && <span className="text-xs text-muted"> of {row.totalStock}</span>}
      </span>
      {low && (
        <span
          data-testid="low-stock"
          className="rounded-full bg-danger-soft px-2 py-0.5 text-xs font-medium text-on-danger-soft"
        >
          {messages.lowStock}
        </span>
      )}
      <WriteStatus
        entity={inventoryEntity(row.product.id, row.productColorId, row.productSizeId)}
      />
    </div>
  );
}
