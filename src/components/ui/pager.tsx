import { m } from '../../../domain/messages.ts';
import type { PagerProps } from '../../lib/cursors.ts';
import { Button } from './button.tsx';

/**
 * Prev and Next around the page text, as usePager (src/lib/cursors.ts) makes them for every list:
 * Prev is off on page 1 and Next on the last page; `more` (the total stopped counting) keeps Next
 * on past the count.
 */
export function Pager({ page, pages, more, text, onPage }: PagerProps) {
  return (
    <nav aria-label={m.pages()} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {m.prev()}
      </Button>
      <span aria-live="polite">{text}</span>
      <Button
        variant="secondary"
        disabled={page >= pages && !more}
        onClick={() => onPage(page + 1)}
      >
        {m.next()}
      </Button>
    </nav>
  );
}
