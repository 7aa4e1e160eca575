/** The polyglot check refuses files that are also pages, scripts or archives, never photos. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isPolyglot } from '../../server/uploads/images.ts';

/** A photo-like JPEG of noise: compressed bytes as random as a camera's. */
const noisyJpeg = (seed: number) =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 100 + seed, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();

describe('isPolyglot', () => {
  it('passes photos: five noisy JPEGs of megabytes each', async () => {
    for (let seed = 0; seed < 5; seed++) {
      const bytes = await noisyJpeg(seed);
      expect(bytes.length).toBeGreaterThan(1_000_000);
      expect(isPolyglot(bytes)).toBe(false);
    }
  });

  it('catches a page, a PDF, a ZIP and the comment trick', async () => {
    const jpeg = await noisyJpeg(0);
    expect(isPolyglot(Buffer.concat([jpeg, Buffer.from('<!DOCTYPE html><p>x')]))).toBe(true);
    expect(isPolyglot(Buffer.concat([jpeg, Buffer.from('<?php echo 1;')]))).toBe(true);
    expect(isPolyglot(Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(isPolyglot(Buffer.concat([jpeg, Buffer.from('PK\x03\x04 .. PK\x05\x06')]))).toBe(true);
    expect(isPolyglot(Buffer.from('  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
    const script = Buffer.from(jpeg);
    script.write('/*', 4, 'latin1');
    expect(isPolyglot(script)).toBe(true);
    // Half of an archive's signature is not an archive.
    expect(isPolyglot(Buffer.concat([jpeg, Buffer.from('PK\x03\x04')]))).toBe(false);
  });
});
