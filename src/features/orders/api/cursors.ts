import { cursorBook } from '../../../lib/cursors.ts';
import type { OrderFilters } from './keys.ts';

/** Where each orders page starts (src/lib/cursors.ts), per store and filters. */
const book = cursorBook();
const scopeOf = (storeId: string, f: OrderFilters) => [storeId, f.status, f.search];

export function cursorFor(storeId: string, filters: OrderFilters): string | null {
  return book.cursorFor(scopeOf(storeId, filters), filters.page);
}

export function rememberCursor(storeId: string, filters: OrderFilters, next: string | null) {
  book.remember(scopeOf(storeId, filters), filters.page, next);
}
