import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlDocuments } from '../../scripts/graphql-documents.ts';

const gqlDir = path.resolve(import.meta.dirname, '../../src/gql');
const plugin = graphqlDocuments(gqlDir);
const feature = path.resolve(import.meta.dirname, '../../src/lib/me.ts');
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
type Hook = (this: typeof context, ...args: string[]) => unknown;
const transform = (code: string) =>
  (plugin.transform as unknown as Hook).call(context, code, feature) as
    { code: string } | undefined;
const load = (id: string) =>
  (plugin.load as unknown as Hook).call(context, id) as string | undefined;

const ME = readFileSync(feature, 'utf8');

describe('the GraphQL documents build plugin', () => {
  it('replaces a graphql() call with its own document module, and drops the map import', () => {
    const out = transform(ME)!.code;
    expect(ME).toContain("import { graphql } from '../gql';");
    expect(out).not.toContain("from '../gql'");
    expect(out).toContain(
      "import __document_MeDocument from 'virtual:graphql-document/MeDocument';",
    );
    expect(out).toContain('export const MeDocument = __document_MeDocument;');
  });

  it('loads a document as its minified text, fragments appended, as a module of its own', () => {
    const id = `\0virtual:graphql-document/StoreProductsDocument`;
    const module = load(id)!;
    const source = JSON.parse(module.replace(/^export default /, '').replace(/;\n$/, '')) as string;
    const definitions = parse(source).definitions.map((d) =>
      'name' in d ? `${d.kind} ${d.name?.value}` : d.kind,
    );
    expect(definitions).toEqual([
      'OperationDefinition StoreProducts',
      'FragmentDefinition LocationStockRow',
      'FragmentDefinition InventoryRow',
      'FragmentDefinition ProductFields',
    ]);
    expect(source).not.toMatch(/\n| {2}/);
  });

  it('stops the build when a document was not generated', () => {
    expect(() => transform(ME.replace('profileImage', 'avatar'))).toThrow(/npm run codegen/);
    expect(() => load('\0virtual:graphql-document/NoSuchDocument')).toThrow(/npm run codegen/);
  });

  it('leaves files without documents alone', () => {
    expect(transform('export const x = 1;\n')).toBeUndefined();
  });
});
