import { describe, expect, it } from 'vitest';
import { couldBeIdFragment, isId, shortId } from './id.ts';

describe('ids', () => {
  it('knows an id and what could be part of one', () => {
    expect(isId('0c072082-fac1-4ba3-8995-fd5a9f13641c')).toBe(true);
    expect(couldBeIdFragment('0c07')).toBe(true);
    expect(couldBeIdFragment('FAC1-4b')).toBe(true);
    // A name is never looked for among ids (the orders search, decision 024).
    expect(couldBeIdFragment('Arjun')).toBe(false);
    expect(couldBeIdFragment('ab cd')).toBe(false);
  });

  it('shows an id by its first 8 hex digits, the order number people read', () => {
    expect(shortId('0c072082-fac1-4ba3-8995-fd5a9f13641c')).toBe('0c072082');
  });
});
