import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { STORE_INPUT } from '../fixtures.ts';

describe('the server log', () => {
  it('never writes tokens, passwords or KYC identifiers, wherever they sit', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = createLogger('info', sink);
    log.info({ input: STORE_INPUT, password: 'secret pass', token: 'tok.en' }, 'store input');
    log.info({ variables: { input: { ...STORE_INPUT } } }, 'nested');
    log.info({ gstNo: STORE_INPUT.gstin, panNo: STORE_INPUT.panNum }, 'form');
    const text = lines.join('\n');
    for (const secret of [
      STORE_INPUT.gstin,
      STORE_INPUT.panNum,
      STORE_INPUT.addhaarNum,
      STORE_INPUT.accNum,
      STORE_INPUT.upiId,
      'secret pass',
      'tok.en',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain(STORE_INPUT.name);
  });
});
