import { m } from '../../../domain/messages.ts';
import { Button } from './button.tsx';

/**
 * Prev and Next around the page text ('Page X of Y' unless told otherwise; never a page past the
 * last one known, as 'Page 2 of 1' would be: then only 'Page X'); Prev is off on page 1 and Next
 * on the last page. `more`: the total stopped counting (1,000+), so Y is a floor ('Y+') and Next
 * stays on past it.
 */
export function Pager({
  page,
  pages,
  more = false,
  text = page > pages
    ? m.pageOnly({ page })
    : m.pageOf({ page, pages: more ? `${pages}+` : pages }),
  onPage,
}: {
  page: number;
  pages: number;
  more?: boolean;
  text?: string;
  onPage(page: number): void;
}) {
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
