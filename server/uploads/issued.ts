import type { App } from '../app.ts';
import { messages } from '../../domain/messages.ts';
import { badInput } from '../errors.ts';

/**
 * Refuses image addresses this server did not issue (issue 21): a product or store shows only
 * images uploaded through `POST /cdnfile` (or the demo's), never a tracking pixel or another
 * site's address.
 */
export function assertIssuedImages(app: App, field: string, urls: readonly (string | null)[]) {
  const bases = app.config.imageBases;
  for (const url of urls) {
    if (url === null) continue;
    const issued = bases.some(
      (base) => url.startsWith(base) && !url.slice(base.length).includes('..'),
    );
    if (!issued) throw badInput({ [field]: messages.imageNotIssued });
  }
}
