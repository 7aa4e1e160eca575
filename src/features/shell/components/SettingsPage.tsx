import { useState } from 'react';
import { THEMES, saveTheme, storedTheme, type Theme } from '../../../lib/theme.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';

const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** Console settings; later issues add theirs here. */
export function SettingsPage() {
  const [theme, setTheme] = useState(storedTheme);
  return (
    <Page title="Settings">
      <Card>
        <fieldset>
          <legend className="mb-3 text-lg font-semibold">Theme</legend>
          <div className="flex flex-wrap gap-3">
            {THEMES.map((t) => (
              <label
                key={t}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-edge px-4 has-checked:border-brand has-checked:bg-highlight"
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
      </Card>
    </Page>
  );
}
