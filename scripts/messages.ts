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
import { pathToFileURL } from 'node:url';
import type { compile as Compile } from '@inlang/paraglide-js';
import { ROOT } from '../server/root.ts';

// Found upwards, so that it is the same from the source and from the start-up's bundle.
const root = ROOT;
export const MESSAGES_OUTDIR = 'domain/i18n';
/**
 * The same messages compiled as one module per locale, for Node (the tests): the browser's build
 * keeps a module per message for the first script's budget, but a fresh test process loading
 * 1,284 modules one by one spent seconds doing it (decision 045). Tests are pointed here by
 * vitest.config.ts; the output is not kept in git.
 */
export const NODE_MESSAGES_OUTDIR = '.tmp/i18n-node';
const STAMP = '.messages-hash';

/** The files the compiled messages are made from (repository-relative). */
export function messageInputs(at = root): string[] {
  const sources = path.join(at, 'messages');
  return [
    'project.inlang/settings.json',
    'scripts/messages.ts',
    'node_modules/@inlang/paraglide-js/package.json',
    ...(existsSync(sources) ? readdirSync(sources).sort() : []).map((name) => `messages/${name}`),
  ];
}

function inputsHash(): string {
  const hash = createHash('sha256');
  for (const file of messageInputs())
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
  const nodeStamp = path.join(root, NODE_MESSAGES_OUTDIR, STAMP);
  const fresh = (file: string) => existsSync(file) && readFileSync(file, 'utf8') === hash;
  if (fresh(stamp) && fresh(nodeStamp)) return false;
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/messages.ts'), '--compile'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  writeFileSync(stamp, hash);
  writeFileSync(nodeStamp, hash);
  return true;
}

async function compileMessages(): Promise<void> {
  const { compile } = await import('@inlang/paraglide-js');
  const cwd = process.cwd();
  process.chdir(root);
  try {
    for (const [outdir, outputStructure] of [
      [MESSAGES_OUTDIR, 'message-modules'],
      [NODE_MESSAGES_OUTDIR, 'locale-modules'],
    ] as const)
      await compileTo(compile, outdir, outputStructure);
  } finally {
    process.chdir(cwd);
  }
}

async function compileTo(
  compile: typeof Compile,
  outdir: string,
  outputStructure: 'message-modules' | 'locale-modules',
): Promise<void> {
  await compile({
    project: './project.inlang',
    outdir: `./${outdir}`,
    outputStructure,
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
  keepFormatters(path.join(root, outdir, 'registry.js'));
}

/**
 * The compiler's registry makes a new Intl object at every call (`new Intl.PluralRules(…)` for
 * each plural message): a 500-variant product's page spent about 56 ms of a 4× CPU opening on
 * them. Each is kept per locale and options instead; a compiler whose registry reads otherwise
 * stops the build here, to be looked at.
 */
function keepFormatters(file: string): void {
  const made = [
    'new Intl.PluralRules(locale, options)',
    'new Intl.NumberFormat(locale, options)',
    'new Intl.DateTimeFormat(locale, options)',
    'new Intl.RelativeTimeFormat(locale, intlOptions)',
  ];
  let text = readFileSync(file, 'utf8');
  for (const call of made) {
    if (!text.includes(call)) throw new Error(`${file}: no "${call}" to keep; see keepFormatters`);
    const [, kind, args] = /new Intl\.(\w+)\((.*)\)/.exec(call)!;
    text = text.replace(call, `kept(Intl.${kind}, ${args})`);
  }
  text += `
/** One Intl object per kind, locale and options (scripts/messages.ts, keepFormatters). */
const keptFormatters = new Map();
function kept(Kind, locale, options) {
	const key = Kind.name + "|" + locale + "|" + JSON.stringify(options ?? {});
	let made = keptFormatters.get(key);
	if (!made) keptFormatters.set(key, (made = new Kind(locale, options)));
	return made;
}
`;
  writeFileSync(file, text);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--compile')) {
    await compileMessages();
    process.exit(0);
  }
  ensureMessages();
}
