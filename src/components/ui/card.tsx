import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A raised panel on the page: the console's one card style. */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      data-slot="card"
      className={cn('rounded-xl bg-surface p-5 shadow-sm', className)}
      {...props}
    />
  );
}
