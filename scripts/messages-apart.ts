import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What loads a locale's messages, by locale: `{ hi: () => import(…) }` (none in development). */
export const LOCALE_LOADERS = 'virtual:threadline-locale-loaders';
/** One locale's messages, in the order of the compiled message files. */
const LOCALE_MESSAGES = 'virtual:threadline-locale-messages/';

/** A compiled message's function in one locale: `const <locale>_<name> = … => {…};`. */
const functionNamed = (name: string) => new RegExp(`^const ${name} = [\\s\\S]*?^\\};$`, 'm');
/** The compiled message itself, which picks a locale's function at each call. */
const PICKER = /^((?:export )?const (\w+)) = \/\*\*[^\n]*\*\/ \(\([^)]*\) => \{\n[\s\S]*?^\}\);$/m;
/** A locale the picker tests, and its function. */
const CHOICE = /if \(locale === "([^"]+)"\) return (\w+)\(inputs\)/g;
/** The base locale's function, which the picker returns otherwise. */
const BASE = /^\treturn (\w+)\(inputs\)$/m;
const RUNTIME_IMPORT =
  /^import \{ getLocale, experimentalStaticLocale \} from '\.\.\/runtime\.js';$/m;
const REGISTRY_IMPORT = /^import \* as registry from '\.\.\/registry\.js'$/m;

interface CompiledMessage {
  /** The picker's declaration (`export const x`, `const x`) and text. */
  picker: RegExpExecArray;
  base: string;
  /** Each other locale's function: its name and text. */
  others: Map<string, { name: string; text: string }>;
}

function parse(file: string, code: string): CompiledMessage {
  const fail = (what: string): never => {
    throw new Error(`messages-apart: ${file} has no ${what}; did Paraglide's output change?`);
  };
  const picker = PICKER.exec(code) ?? fail('locale picker');
  const base = (BASE.exec(picker[0]) ?? fail('base locale'))[1]!;
  const others = new Map<string, { name: string; text: string }>();
  for (const [, locale, name] of picker[0].matchAll(CHOICE))
    others.set(locale!, {
      name: name!,
      text: (functionNamed(name!).exec(code) ?? fail(`function ${name}`))[0],
    });
  if (others.size === 0) fail('other locale');
  return { picker, base, others };
}

/**
 * The browser's build keeps the base language in each compiled message's module and moves every
 * other locale's functions to a module of that locale (decision 060), which
 * `src/i18n/localized.ts` loads before anything renders, on a device reading that language only:
 * an English reader's first visit carried the Hindi of every message it rendered (about a third
 * of each message chunk), a Hindi reader's the English too. Each message becomes
 * `localized(n, en)`, n its place in each locale's list. The development server, the server and
 * the tests use the compiled modules as they are.
 */
export function messagesApart(messagesDir: string, localizedModule: string) {
  let build = false;
  /** Each locale's chunk, once the bundle is made. */
  const localeFiles = new Map<string, string>();
  let files: string[] = [];
  const place = new Map<string, number>();
  const read = (name: string) => parse(name, readFileSync(path.join(messagesDir, name), 'utf8'));
  const plugin: Plugin = {
    name: 'threadline:messages-apart',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      files = readdirSync(messagesDir)
        .filter((name) => name.endsWith('.js') && name !== '_index.js')
        .sort();
      place.clear();
      files.forEach((name, n) => place.set(name, n));
    },
    resolveId: (id) =>
      id === LOCALE_LOADERS || id.startsWith(LOCALE_MESSAGES) ? `\0${id}` : undefined,
    load(id) {
      if (id === `\0${LOCALE_LOADERS}`) {
        const locales = build && files[0] ? [...read(files[0]).others.keys()] : [];
        const loaders = locales.map(
          (locale) =>
            `${JSON.stringify(locale)}: () => import(${JSON.stringify(LOCALE_MESSAGES + locale)})`,
        );
        return `export default { ${loaders.join(', ')} };`;
      }
      if (!id.startsWith(`\0${LOCALE_MESSAGES}`)) return;
      const locale = id.slice(`\0${LOCALE_MESSAGES}`.length);
      const functions = files.map((name) => read(name).others.get(locale));
      const registry = path.join(messagesDir, '../registry.js');
      return [
        `import * as registry from ${JSON.stringify(registry)};`,
        ...functions.map((fn) => fn?.text ?? ''),
        `export default [${functions.map((fn) => fn?.name ?? 'undefined').join(', ')}];`,
      ].join('\n');
    },
    transform(code, id) {
      if (!build) return;
      const file = id.split('?')[0]!;
      if (path.dirname(file) !== messagesDir) return;
      const n = place.get(path.basename(file));
      if (n === undefined) return;
      const { picker, base, others } = parse(path.basename(file), code);
      let out = code.replace(picker[0], `${picker[1]} = /* @__PURE__ */ localized(${n}, ${base});`);
      for (const { text } of others.values()) out = out.replace(text, '');
      out = out.replace(
        RUNTIME_IMPORT,
        `import { localized } from ${JSON.stringify(localizedModule)};`,
      );
      if (!out.includes('registry.')) out = out.replace(REGISTRY_IMPORT, '');
      return { code: out, map: null };
    },
    generateBundle(_options, bundle) {
      localeFiles.clear();
      for (const chunk of Object.values(bundle)) {
        const facade = chunk.type === 'chunk' ? chunk.facadeModuleId : null;
        if (facade?.startsWith(`\0${LOCALE_MESSAGES}`))
          localeFiles.set(facade.slice(`\0${LOCALE_MESSAGES}`.length), chunk.fileName);
      }
    },
  };
  return {
    plugin,
    /** The built chunk of `locale`'s messages (none for the base locale). */
    localeFile: (locale: string) => localeFiles.get(locale),
  };
}
