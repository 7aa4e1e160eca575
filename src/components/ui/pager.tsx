import { format, templates } from '../../../domain/messages.ts';
import { Button } from './button.tsx';

/**
 * Prev and Next around the page text ('Page X of Y' unless told otherwise; never a page past the
 * last one known, as 'Page 2 of 1' would be: then only 'Page X'); Prev is off on page 1 and Next
 * on the last page.
 */
export function Pager({
  page,
  pages,
  text = page > pages
    ? format(templates.pageOnly, { page })
    : format(templates.pageOf, { page, pages }),
  onPage,
}: {
  page: number;
  pages: number;
  text?: string;
  onPage(page: number): void;
}) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Prev
      </Button>
      <span aria-live="polite">{text}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
