/**
 * What a list's search matches, written once for the server's SQL (server/services/paging.ts
 * searchCondition) and the console's search over the rows saved on the device: a twin test
 * (tests/api/search-twins.test.ts) runs both on the same orders and asks for the same answer.
 */
import { couldBeIdFragment } from './id.ts';

/** Searches shorter than this match a prefix (a trigram index needs 3 characters). */
export const TRIGRAM_MIN = 3;

/** A name matches: from its start for a short search, anywhere in it from TRIGRAM_MIN on. */
export function nameMatches(search: string, name: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  const lower = name.toLowerCase();
  return text.length < TRIGRAM_MIN ? lower.startsWith(text) : lower.includes(text);
}

/**
 * An order matches a search by its delivery name, or (from TRIGRAM_MIN on, when the text could be
 * part of one) anywhere in its reference.
 */
export function orderMatchesSearch(search: string, order: { id: string; name: string }): boolean {
  const text = search.trim();
  if (!text) return true;
  if (nameMatches(text, order.name)) return true;
  return (
    text.length >= TRIGRAM_MIN &&
    couldBeIdFragment(text) &&
    order.id.toLowerCase().includes(text.toLowerCase())
  );
}
