import { useState } from 'react';
import { THEMES, saveTheme, storedTheme, type Theme } from '../../../lib/theme.ts';

const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** Console settings; later issues add theirs here. */
export function SettingsPage() {
  const [theme, setTheme] = useState(storedTheme);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Settings</h1>
      <section className="rounded-xl bg-white p-5 shadow-sm dark:bg-stone-900">
        <fieldset>
          <legend className="mb-3 text-lg font-semibold">Theme</legend>
          <div className="flex flex-wrap gap-3">
            {THEMES.map((t) => (
              <label
                key={t}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-300 px-4 has-checked:border-brand has-checked:bg-amber-50 dark:border-stone-600 dark:has-checked:bg-amber-900/30"
              >
                <input
                  type="radio"
                  name="theme"
                  value={t}
                  checked={theme === t}
                  onChange={() => {
                    setTheme(t);
                    saveTheme(t);
                  }}
                  className="size-4 accent-brand"
                />
                {LABELS[t]}
              </label>
            ))}
          </div>
        </fieldset>
      </section>
    </div>
  );
}
