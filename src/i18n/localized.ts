import loaders from 'virtual:threadline-locale-loaders';
import { getLocale } from '../../domain/i18n/runtime.js';

type Render = (inputs?: object) => string;

/** The page's locale, once its messages are loaded; and those messages. */
let loaded: { locale: string; messages: readonly Render[] } | undefined;

/**
 * Loads the page's locale's messages when the build keeps them apart (decision 060): only the
 * base language's are in each message's module. Called before anything renders; the page's
 * language is settled for its life (a change reloads the page). Nothing to load in English, or
 * in development, where each message holds every locale.
 */
export async function loadPageMessages(): Promise<void> {
  const locale = getLocale();
  const load = (loaders as Record<string, () => Promise<{ default: readonly Render[] }>>)[locale];
  if (load) loaded = { locale, messages: (await load()).default };
}

/**
 * A compiled message of the browser's build (scripts/messages-apart.ts): `base` in the base
 * language, the loaded locale's function at `place` in that locale.
 */
export const localized =
  (place: number, base: Render) =>
  (inputs: object = {}, options: { locale?: string } = {}): string => {
    const locale = options.locale ?? getLocale();
    return ((loaded?.locale === locale && loaded.messages[place]) || base)(inputs);
  };
