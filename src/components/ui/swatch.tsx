import { cn } from '../../lib/cn.ts';

/** A colour's round swatch beside its name (the name says it; the swatch is decoration). */
export function Swatch({ hex, className }: { hex: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block shrink-0 rounded-full border border-edge', className)}
      style={{ backgroundColor: hex }}
    />
  );
}
