import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies.ts';

describe('cookieValue', () => {
  it('reads one cookie from a Cookie header or document.cookie, spaced or not', () => {
    expect(cookieValue('sidebar:state=false; threadline-locale=hi', 'threadline-locale')).toBe(
      'hi',
    );
    expect(cookieValue('threadline-locale=hi;sidebar:state=false', 'sidebar:state')).toBe('false');
  });

  it('answers null for a cookie that is not there, a name that only starts another, or none', () => {
    expect(cookieValue('threadline-locale-old=en', 'threadline-locale')).toBeNull();
    expect(cookieValue('', 'threadline-locale')).toBeNull();
    expect(cookieValue(null, 'threadline-locale')).toBeNull();
  });
});
