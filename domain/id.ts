/**
 * Every id of the API is a UUID (PostgreSQL `uuid`). One rule for both sides: a value that is
 * not one never reaches the database (it would fail there as a server error).
 */
const UUID_TEXT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const UUID = new RegExp(`^${UUID_TEXT}$`);

/** The same rule as one captured part of a larger pattern (a list cursor's, server/services/paging.ts). */
export const ID_PART = `(${UUID_TEXT})`;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Whether a search text could be part of an id's text (hex digits and dashes only). */
export function couldBeIdFragment(text: string): boolean {
  return /^[0-9a-f-]+$/i.test(text);
}

/** The canonical spelling of an id (PostgreSQL prints UUIDs in lower case). */
export function canonicalId(value: string): string {
  return value.toLowerCase();
}

/**
 * The short form of an id that screens, documents, mail and notifications show ("a1b2c3d4"):
 * its first 8 hex digits, enough for a person to tell orders and products apart.
 */
export function shortId(id: string): string {
  return id.slice(0, 8);
}
