/**
 * `npm run test:pseudo`: the console in a pseudo-locale (en-XA), where every message's letters are
 * accented look-alikes ("Orders" → "Óŕđéŕš"), crawled by tests/e2e/pseudo-locale.pseudo.spec.ts:
 * any English word of a message left plain on a screen is text that did not come from a message
 * (decision 030). The pseudo-locale is made in a copy of the tree (.tmp/pseudo), so this tree's
 * messages, build and data stay as they are, and it never ships.
 */
import { spawnSync, execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const copy = path.join(root, '.tmp/pseudo');
export const PSEUDO_LOCALE = 'en-XA';

const LOWER = 'áƀçđéƒğħíĵķłɱñóþʠŕšŧúṽŵẋýž';
const UPPER = 'ÁƁÇĐÉƑĞĦÍĴĶŁṀÑÓÞǪŔŠŦÚṼŴẊÝŽ';

/** `text` with its letters accented, its placeholders ({name}) and markup left as they are. */
export function pseudo(text: string): string {
  return text.replace(/(\{[^}]*\})|([A-Za-z])/g, (_, placeholder: string, letter: string) => {
    if (placeholder) return placeholder;
    const code = letter.charCodeAt(0);
    return code >= 97 ? [...LOWER][code - 97]! : [...UPPER][code - 65]!;
  });
}

interface Variant {
  match: Record<string, string>;
}

/** A message file (inlang message format) with every text of every variant made pseudo. */
export function pseudoMessages(messages: Record<string, unknown>): Record<string, unknown> {
  const made = (value: unknown): unknown => {
    if (typeof value === 'string') return pseudo(value);
    if (!Array.isArray(value)) return value;
    return (value as Variant[]).map((variant) => ({
      ...variant,
      match: Object.fromEntries(Object.entries(variant.match).map(([k, t]) => [k, pseudo(t)])),
    }));
  };
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      key.startsWith('$') ? value : made(value),
    ]),
  );
}

export function makeCopy() {
  rmSync(copy, { recursive: true, force: true });
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(from, path.join(copy, file));
  }
  // node_modules is this tree's (a link to it, where a worktree has one, is listed as a file).
  rmSync(path.join(copy, 'node_modules'), { recursive: true, force: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  const en = JSON.parse(readFileSync(path.join(root, 'messages/en.json'), 'utf8'));
  writeFileSync(
    path.join(copy, `messages/${PSEUDO_LOCALE}.json`),
    JSON.stringify(pseudoMessages(en), null, 2),
  );
  const settingsFile = path.join(copy, 'project.inlang/settings.json');
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8'));
  settings.locales = [...settings.locales, PSEUDO_LOCALE];
  writeFileSync(settingsFile, JSON.stringify(settings, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  makeCopy();
  // The copy's messages, with en-XA, before anything imports them (the Playwright config does).
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/messages.ts'], {
    cwd: copy,
    stdio: 'inherit',
  });
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--project', 'pseudo'],
    {
      cwd: copy,
      stdio: 'inherit',
      env: {
        ...process.env,
        PSEUDO_LOCALE: '1',
        E2E_PORT: process.env.PSEUDO_PORT ?? '8383',
        // One test: one worker, one server.
        E2E_WORKERS: '1',
      },
    },
  );
  process.exit(run.status ?? 1);
}
