import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A page's one heading. */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  return <h1 className={cn('text-2xl font-semibold', className)}>{children}</h1>;
}

/** A console page: its heading, then its sections one under the other. */
export function Page({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div data-slot="page" className="flex flex-col gap-6">
      <PageTitle>{title}</PageTitle>
      {children}
    </div>
  );
}
