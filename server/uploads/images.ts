import sharp, { type Metadata } from 'sharp';

/** Formats accepted, as the file's bytes say (never its name or declared type). No SVG. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** About 40 megapixels: a phone's largest photo, far below a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;
const LARGE_PX = 1600;
const THUMB_PX = 400;

export class ImageRefused extends Error {
  constructor(readonly reason: 'not-an-image' | 'too-many-pixels') {
    super(reason);
  }
}

export interface EncodedImage {
  large: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * A file that is an image and also a page, a script or an archive (PNG + HTML, GIFAR, a GIF or
 * JPEG whose header opens a JavaScript comment) is refused outright, although re-encoding would
 * drop the rest. Only signatures long enough never to arise by chance in compressed pixels are
 * looked for (a 10 MB photo would spell a 4-byte one now and then): markup tags of five or more
 * characters, a PDF header, a ZIP's start and end records together, and the comment trick at the
 * fixed place it must sit in a GIF's or a JPEG's header.
 */
const MARKUP =
  /^\s*<|<(?:!doctype|html|head|body|script|iframe|object|embed|svg\s+xmlns|\?php|\?xml-stylesheet)\b|%PDF-/i;
const ZIP_START = Buffer.from('PK\x03\x04', 'latin1');
const ZIP_END = Buffer.from('PK\x05\x06', 'latin1');
const COMMENT = Buffer.from('/*', 'latin1');

export function isPolyglot(bytes: Buffer): boolean {
  const isGif = bytes.subarray(0, 3).toString('latin1') === 'GIF';
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  if (isGif && bytes.subarray(6, 8).equals(COMMENT)) return true;
  if (isJpeg && bytes.subarray(4, 6).equals(COMMENT)) return true;
  if (bytes.includes(ZIP_START) && bytes.includes(ZIP_END)) return true;
  return MARKUP.test(bytes.toString('latin1'));
}

/**
 * Re-encodes an uploaded image as two WebP files (at most 1600 px, and a 400 px thumbnail),
 * turned upright by its EXIF orientation and stripped of every piece of metadata (sharp writes
 * none unless asked). Anything that is not one of the accepted image formats is refused.
 */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  if (isPolyglot(bytes)) throw new ImageRefused('not-an-image');
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch (error) {
    const tooBig = error instanceof Error && /pixel limit/i.test(error.message);
    throw new ImageRefused(tooBig ? 'too-many-pixels' : 'not-an-image');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new ImageRefused('not-an-image');
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new ImageRefused('too-many-pixels');
  }
  const resize = (px: number) =>
    input()
      .rotate()
      .resize(px, px, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  try {
    const [large, thumb] = await Promise.all([resize(LARGE_PX), resize(THUMB_PX)]);
    return {
      large: large.data,
      thumb: thumb.data,
      width: large.info.width,
      height: large.info.height,
    };
  } catch (error) {
    const tooBig = error instanceof Error && /pixel limit/i.test(error.message);
    throw new ImageRefused(tooBig ? 'too-many-pixels' : 'not-an-image');
  }
}
