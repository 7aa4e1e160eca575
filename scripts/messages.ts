/**
 * Compiles the console's messages (messages/{locale}.json, project.inlang) with Paraglide JS into
 * domain/i18n: one typed function a message, rendered in the caller's locale (decision 030). The
 * output is not kept in git; it is made again when the messages, the project settings or the
 * compiler change, so calling this costs a hash when nothing did.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MESSAGES_OUTDIR = 'domain/i18n';
const STAMP = '.messages-hash';

function inputsHash(): string {
  const hash = createHash('sha256');
  const files = [
    'project.inlang/settings.json',
    'scripts/messages.ts',
    'node_modules/@inlang/paraglide-js/package.json',
    ...readdirSync(path.join(root, 'messages'))
      .sort()
      .map((name) => `messages/${name}`),
  ];
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

/**
 * Compiles when the output is missing or stale; true when it compiled. The compiler runs in a
 * child process: it leaves timers behind that would keep its caller alive for half a minute.
 */
export function ensureMessages(): boolean {
  const hash = inputsHash();
  const stamp = path.join(root, MESSAGES_OUTDIR, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false;
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--compile'], {
    cwd: root,
    stdio: 'inherit',
  });
  writeFileSync(stamp, hash);
  return true;
}

async function compileMessages(): Promise<void> {
  const { compile } = await import('@inlang/paraglide-js');
  const cwd = process.cwd();
  process.chdir(root);
  try {
    await compile({
      project: './project.inlang',
      outdir: `./${MESSAGES_OUTDIR}`,
      // The device's choice, then the browser's languages, then English. The server sets its own
      // (the caller's) with overwriteGetLocale.
      strategy: ['localStorage', 'preferredLanguage', 'baseLocale'],
      localStorageKey: 'threadline.locale',
      emitTsDeclarations: false,
      emitGitIgnore: false,
      emitReadme: false,
      emitPrettierIgnore: false,
      includeEslintDisableComment: true,
    });
  } finally {
    process.chdir(cwd);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--compile')) {
    await compileMessages();
    process.exit(0);
  }
  ensureMessages();
}
