import { graphql } from '../gql';
import { LOCALE_COOKIE } from '../../domain/messages.ts';
import {
  getLocale,
  isLocale,
  overwriteGetLocale,
  setLocale,
  type Locale,
} from '../../domain/i18n/runtime.js';
import { readCookie, writeCookie } from './cookies.ts';
import { request } from './graphql.ts';
import { session } from './session.ts';

const SetLocaleDocument = graphql(`
  mutation SetLocale($locale: String!) {
    setLocale(locale: $locale) {
      id
      locale
    }
  }
`);

/**
 * Set when someone on this device chose a language. Paraglide keeps the locale it resolved (from
 * the browser's languages) under its own key too, so that key alone does not tell a choice.
 */
const CHOSEN_KEY = 'threadline.locale-chosen';

/** A year: the cookie outlives any visit; the page renews it when the language differs. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** How long a change of language waits for the server to remember it before the page reloads. */
const REMEMBER_WAIT_MS = 2000;

/**
 * Switches the console to `locale` (decision 030): kept on this device, remembered for the
 * signed-in user (their other devices and e-mails follow it) when the server answers in time,
 * and the page reloads in the new language.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  localStorage.setItem(CHOSEN_KEY, '1');
  if (locale === getLocale()) return;
  if (session.get().isAuthenticated && navigator.onLine) {
    await Promise.race([
      request(SetLocaleDocument, { locale }).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, REMEMBER_WAIT_MS)),
    ]);
  }
  setLocale(locale);
}

/**
 * Once the user is known: a device where no language was chosen takes the one the user chose
 * elsewhere; a language chosen on this device (on the sign-in page, say) is remembered for the
 * user when it is not theirs yet.
 */
export function syncUserLocale(userLocale: string | null | undefined): void {
  if (userLocale === undefined || userLocale === getLocale()) return;
  if (localStorage.getItem(CHOSEN_KEY) !== null) {
    void request(SetLocaleDocument, { locale: getLocale() }).catch(() => undefined);
  } else if (adoptUserLocale(userLocale)) {
    location.reload();
  }
}

/**
 * On a device where no language was chosen, the user's own language becomes the device's: at
 * sign-in, before the console opens with a page load (decision 069), and once a signed-in page
 * learns it. Answers true when it differs from the page's, whose language is settled once: such a
 * page must load again to show it.
 */
export function adoptUserLocale(userLocale: string | null | undefined): boolean {
  if (!userLocale || !isLocale(userLocale) || userLocale === getLocale()) return false;
  if (localStorage.getItem(CHOSEN_KEY) !== null) return false;
  setLocale(userLocale, { reload: false });
  writeCookie(LOCALE_COOKIE, userLocale, LOCALE_COOKIE_MAX_AGE_S);
  return true;
}

/**
 * The page's language is settled once: a change of language reloads the page (`chooseLocale`),
 * so it cannot change while the page lives. Paraglide would otherwise resolve it again on every
 * message, date and number rendered (the address, its strategies, localStorage): a measurable
 * share of each render on a slow phone.
 */
export function settlePageLocale(): void {
  const locale = getLocale();
  overwriteGetLocale(() => locale);
  // The server paints this device's next first visit (a page, a signed-in frame) in it.
  if (readCookie(LOCALE_COOKIE) !== locale)
    writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_S);
}

/** The page's language for assistive technology and hyphenation. */
export function markDocumentLocale(): void {
  document.documentElement.lang = getLocale();
}
