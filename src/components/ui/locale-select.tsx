import { useEffect, useId, useRef } from 'react';
import { getLocale, isLocale, locales, m, LOCALE_NAMES } from '../../../domain/messages.ts';
import { chooseLocale } from '../../lib/locale.ts';
import { cn } from '../../lib/cn.ts';

/**
 * The language of the console, each named in its own script; choosing one reloads the page. On
 * the prerendered sign-in page a language can be chosen before the script has the page (decision
 * 033): React keeps that choice on hydrating but never hears of it, so it is applied on mount.
 */
export function LocaleSelect({ className }: { className?: string }) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const value = select.current?.value;
    if (value && value !== getLocale() && isLocale(value)) void chooseLocale(value);
  }, []);
  return (
    <div className={cn('flex items-center gap-2 text-sm', className)}>
      <label htmlFor={id} className="text-muted">
        {m.language()}
      </label>
      <select
        ref={select}
        id={id}
        className="min-h-11 rounded-md border border-line bg-surface px-2 text-ink"
        defaultValue={getLocale()}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isLocale(value)) void chooseLocale(value);
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
