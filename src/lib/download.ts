import { errorCodeOf } from '../../domain/errors.ts';
import { getLocale, m } from '../../domain/messages.ts';
import { ApiError } from './graphql.ts';
import { session } from './session.ts';

/**
 * Saves `text` as a CSV file named `name`, with a UTF-8 byte-order mark: Excel on Windows reads
 * "Café – ₹" right when opened with a double click (the import reads the mark too).
 */
export function saveCsv(text: string, name: string) {
  saveFile(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), name);
}

/** Saves a file the browser holds as `name` (a download). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A request to one of the server's own endpoints outside GraphQL (exports, imports), with the
 * session's token and the device's language. No answer is thrown as `offline`; a refusal
 * (`{ error: { code, message } }`) as any API error.
 */
export async function fetchApi(path: string, init: RequestInit, offline: string) {
  const token = session.get().token;
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { 'X-Locale': getLocale(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(offline, 'NETWORK');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code: string; message: string };
    } | null;
    throw new ApiError(
      body?.error?.message ?? m.somethingWentWrong(),
      errorCodeOf(body?.error?.code),
      {},
      Number(response.headers.get('Retry-After')) || undefined,
    );
  }
  return response;
}

/**
 * Downloads a file the server streams from GET `path` (server/exports.ts: any length) and saves it
 * as `name`.
 */
export async function downloadExport(path: string, query: Record<string, string>, name: string) {
  const response = await fetchApi(
    `${path}?${new URLSearchParams(query).toString()}`,
    {},
    m.csvNeedsConnection(),
  );
  // A workbook is saved as its bytes; CSV as text with the mark Excel reads.
  if (name.endsWith('.xlsx')) saveFile(await response.blob(), name);
  else saveCsv(await response.text(), name);
}
