import { statusLabel } from '../../../../domain/labels.ts';
import { cn } from '../../../lib/cn.ts';

const TONE: Record<string, string> = {
  PENDING: 'bg-highlight text-on-highlight',
  PROCESSING: 'bg-highlight text-on-highlight',
  SHIPPED: 'bg-sunken text-ink',
  DELIVERED: 'bg-success-soft text-on-success-soft',
  CANCELLED: 'bg-danger-soft text-on-danger-soft',
  RETURNED: 'bg-highlight text-on-highlight',
  RTO_INITIATED: 'bg-danger-soft text-on-danger-soft',
  RTO_DELIVERED: 'bg-sunken text-ink',
  RETURN_REQUESTED: 'bg-highlight text-on-highlight',
  RETURN_PICKED: 'bg-highlight text-on-highlight',
  QC_PASSED: 'bg-success-soft text-on-success-soft',
  QC_FAILED: 'bg-danger-soft text-on-danger-soft',
  OPEN: 'bg-highlight text-on-highlight',
  IN_REVIEW: 'bg-highlight text-on-highlight',
  RESOLVED: 'bg-success-soft text-on-success-soft',
  DISMISSED: 'bg-sunken text-ink',
};

/** An order, item or complaint status as a small tag. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        TONE[status] ?? 'bg-sunken text-ink',
      )}
    >
      {statusLabel(status)}
    </span>
  );
}
