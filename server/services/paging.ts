import { format, messages, templates } from '../../domain/messages.ts';
import { badInput } from '../errors.ts';

/** `page` (from 1) and `limit` (1 to `max`) checked, as an offset and a limit. */
export function pageWindow(page: number, limit: number, max: number) {
  if (!Number.isInteger(page) || page < 1) throw badInput({ page: messages.pageInvalid });
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw badInput({ limit: format(templates.limitRange, { max }) });
  }
  return { offset: (page - 1) * limit, limit };
}

/** A search box's text as an ILIKE '%…%' pattern (wildcards taken literally), or null when empty. */
export function containsPattern(field: string, search: string | null | undefined): string | null {
  const text = search?.trim();
  if (!text) return null;
  if (text.length > 100) throw badInput({ [field]: messages.searchTooLong });
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
