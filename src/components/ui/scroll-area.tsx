import { cn } from '../../lib/cn.ts';
import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroller: on a phone it scrolls, and it takes keyboard focus so that
 * it can be scrolled without a pointer (axe: scrollable-region-focusable).
 */
export function ScrollArea({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand',
        className,
      )}
    >
      {children}
    </div>
  );
}
