import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { m } from '../../../domain/messages.ts';
import { removeFrame } from '../../lib/frame.ts';
import { cn } from '../../lib/cn.ts';

/** A page's one heading. */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  return <h1 className={cn('text-2xl font-semibold', className)}>{children}</h1>;
}

/**
 * A console page: its heading (with the page's own links beside it, `actions`, on its line while
 * they fit), then its sections one under the other.
 */
export function Page({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  // The page is here: a prerendered frame over it goes, before this render is painted.
  useLayoutEffect(removeFrame, []);
  // The tab, the task switcher and the history name the page, not only the console.
  useEffect(() => {
    if (typeof title === 'string') document.title = m.pageTitle({ page: title });
  }, [title]);
  return (
    <div data-slot="page" className="flex flex-col gap-6">
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <PageTitle>{title}</PageTitle>
          {actions}
        </div>
      ) : (
        <PageTitle>{title}</PageTitle>
      )}
      {children}
    </div>
  );
}
