/**
 * The console's notices (seed section 9), as sonner's `toast` says them, with sonner itself
 * loaded on the first notice or when the toaster mounts after the page has settled (decision
 * 056): a signed-in page's first visit does not wait for it. A notice given before the toaster
 * listens makes it load at once, and is shown once it does.
 */
import type { ExternalToast, toast as SonnerToast } from 'sonner';

type Say = (message: string, options?: ExternalToast) => void;
type Kind = 'success' | 'error' | 'info';

let sonner: typeof SonnerToast | null = null;
let loading: Promise<typeof SonnerToast> | null = null;
let hostUp = false;
let wanted: () => void = () => undefined;
let mounted: () => void = () => undefined;
/** Resolves on the first notice: the toaster then loads at once, settled or not. */
export const toastWanted = new Promise<void>((resolve) => (wanted = resolve));
const hostMounted = new Promise<void>((resolve) => (mounted = resolve));

/** Called by the toaster once it listens: a notice given before is shown then. */
export function toasterMounted() {
  hostUp = true;
  mounted();
}

/** Sonner's `toast`, loaded once (the toaster's module loads the same). */
export function loadToast(): Promise<typeof SonnerToast> {
  loading ??= import('sonner').then((module) => (sonner = module.toast));
  return loading;
}

const say =
  (kind: Kind | null): Say =>
  (message, options) => {
    const show = (t: typeof SonnerToast) =>
      void (kind ? t[kind](message, options) : t(message, options));
    if (sonner && hostUp) return show(sonner);
    wanted();
    void Promise.all([loadToast(), hostMounted]).then(([t]) => show(t));
  };

export const toast = Object.assign(say(null), {
  success: say('success'),
  error: say('error'),
  info: say('info'),
});
