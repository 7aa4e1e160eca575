import { describe, expect, it } from 'vitest';
import { isImageAddress, thumbnailOf } from './uploads.ts';

const stored =
  '/uploads/productImages/5f0c6c1e-8d3b-4c57-9d7e-0a1b2c3d4e5f/0e6a1f44-2b7c-4c4e-8a53-1d2e3f4a5b6c.webp';

describe('image addresses', () => {
  it('takes addresses relative to the console or absolute http(s), nothing else', () => {
    expect(isImageAddress(stored)).toBe(true);
    expect(isImageAddress('/uploads/demo/kurta-red.webp')).toBe(true);
    expect(isImageAddress('https://cdn.example.com/images/a.webp')).toBe(true);
    for (const bad of [
      '/uploads/../graphql',
      '/uploads/%2e%2e/graphql',
      '/graphql',
      '//evil.example/a.webp',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
    ])
      expect(isImageAddress(bad), bad).toBe(false);
  });

  it('finds the stored thumbnail of an upload, and leaves other addresses alone', () => {
    expect(thumbnailOf(stored)).toBe(stored.replace('.webp', '-thumb.webp'));
    expect(thumbnailOf('/uploads/demo/kurta-red.webp')).toBe('/uploads/demo/kurta-red.webp');
  });
});
