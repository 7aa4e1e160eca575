import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { stripIgnoredCharacters } from 'graphql';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** One `graphql(`…`)` call, as the console's feature modules write their documents. */
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const IMPORT = /^import \{ graphql \} from '[^']*\/gql';\r?\n/m;
/** A `documents` entry of the generated gql.ts: the document's source, then its typed node. */
const ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
/** A document of the generated graphql.ts: its text, fragments appended (codegen's string mode). */
const DOCUMENT =
  /^export const (\w+) = new TypedDocumentString\(`([^`]*)`(?:, \{[^\n]*\})?\) as unknown as TypedDocumentString<.*>;$/gm;
const PREFIX = 'virtual:graphql-document/';

/**
 * Replaces each `graphql(`…`)` call with its document, each document a module of its own, as
 * the client preset's babel plugin does with imports: a chunk carries only the documents it uses,
 * rather than the generated map of every operation (which grows with each screen) or one chunk
 * of all of them. A document is its text with fragments appended, whitespace and comments
 * stripped: what the client sends, with no AST and no printer in the bundle. A call whose text
 * the map lacks stops the build: run `npm run codegen`.
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  /** A generated file, parsed once per version of it (codegen may rewrite it in development). */
  const parsed = <T>(file: string, parse: (text: string) => T) => {
    let seen: { mtime: number; value: T } | undefined;
    return () => {
      const full = path.join(gqlDir, file);
      const mtime = statSync(full).mtimeMs;
      if (seen?.mtime !== mtime) seen = { mtime, value: parse(readFileSync(full, 'utf8')) };
      return seen.value;
    };
  };
  const namesBySource = parsed(
    'gql.ts',
    (text) =>
      new Map(
        [...text.matchAll(ENTRY)].map(
          ([, source, name]) => [JSON.parse(source!) as string, name!] as const,
        ),
      ),
  );
  const documentsByName = parsed(
    'graphql.ts',
    (text) =>
      new Map(
        [...text.matchAll(DOCUMENT)].map(([, name, source]) => [
          name!,
          stripIgnoredCharacters(source!),
        ]),
      ),
  );
  return {
    name: 'threadline:graphql-documents',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return;
      const name = id.slice(PREFIX.length + 1);
      const source = documentsByName().get(name);
      if (source) return `export default ${JSON.stringify(source)};\n`;
      this.error(`No generated GraphQL document ${name}; run npm run codegen`);
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir) || !code.includes('graphql(`')) return;
      const known = namesBySource();
      const out = new MagicString(code);
      const used = new Set<string>();
      for (const match of code.matchAll(CALL)) {
        const name = known.get(match[1]!);
        if (!name) this.error(`${file}: a GraphQL document is not generated; run npm run codegen`);
        // Aliased: the call's own binding often bears the document's name.
        out.overwrite(match.index, match.index + match[0].length, `__document_${name}`);
        used.add(name);
      }
      const imports = [...used]
        .map((name) => `import __document_${name} from '${PREFIX}${name}';\n`)
        .join('');
      const existing = IMPORT.exec(code);
      if (existing) out.overwrite(existing.index, existing.index + existing[0].length, imports);
      else out.prepend(imports);
      return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: file }) };
    },
  };
}
