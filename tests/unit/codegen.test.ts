import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('generated GraphQL code', () => {
  it('matches schema.graphql and the documents (run `npm run codegen` when this fails)', async () => {
    const previous = process.cwd();
    process.chdir(root);
    try {
      const outputs = (await generate({ ...config, cwd: root, silent: true }, false)) as {
        filename: string;
        content: string;
      }[];
      expect(outputs.length).toBeGreaterThan(0);
      for (const output of outputs) {
        const committed = readFileSync(path.resolve(root, output.filename), 'utf8');
        expect(committed, `${output.filename} is stale`).toBe(output.content);
      }
    } finally {
      process.chdir(previous);
    }
  });
});
