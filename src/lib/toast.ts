/**
 * The console's notices (seed section 9), as sonner's `toast` says them, with sonner itself
 * loaded on the first notice or when the toaster mounts after the page has settled (decision
 * 056): a signed-in page's first visit does not wait for it. A notice given before it has come
 * is shown once it has.
 */
import type { ExternalToast, toast as SonnerToast } from 'sonner';

type Say = (message: string, options?: ExternalToast) => void;
type Kind = 'success' | 'error' | 'info';

let sonner: typeof SonnerToast | null = null;
let loading: Promise<typeof SonnerToast> | null = null;

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
    if (sonner) show(sonner);
    else void loadToast().then(show);
  };

export const toast = Object.assign(say(null), {
  success: say('success'),
  error: say('error'),
  info: say('info'),
});
