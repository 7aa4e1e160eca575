import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroller: on a phone it scrolls, and it takes keyboard focus so that
 * it can be scrolled without a pointer (axe: scrollable-region-focusable).
 */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand"
    >
      {children}
    </div>
  );
}
