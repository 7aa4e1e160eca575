export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
const KEY = 'theme';

export function storedTheme(): Theme {
  const value = localStorage.getItem(KEY);
  return THEMES.includes(value as Theme) ? (value as Theme) : 'system';
}

export function applyTheme(theme: Theme) {
  const dark =
    theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
}

export function saveTheme(theme: Theme) {
  localStorage.setItem(KEY, theme);
  applyTheme(theme);
}
