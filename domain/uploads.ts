import * as v from 'valibot';
import type { Message } from './messages.ts';

/** What `POST /cdnfile` takes (api-contract.md, Upload). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The folders images go to, as the seed's forms name them; qcPhotos for quality checks. */
export const UPLOAD_FOLDERS = [
  'productImages',
  'storeImages',
  'profileImages',
  'qcPhotos',
  /** A claim's short video (decision 054): MP4 or WebM, not re-encoded, up to MAX_VIDEO_BYTES. */
  'claimVideos',
] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/**
 * Folders that are not the catalogue's: served only to the store's owner, the admins and the
 * order's customer, through short-lived signed addresses (decision 027). Catalogue images are public.
 */
export const PRIVATE_FOLDERS: readonly UploadFolder[] = ['qcPhotos', 'claimVideos'];

/** The folders of a store's private evidence, and the store permission that adds to them. */
export const STORE_FOLDERS = ['productImages', 'qcPhotos', 'claimVideos'] as const;

/** A claim's video: about 20 seconds of phone video (decision 054). */
export const MAX_VIDEO_BYTES = 40 * 1024 * 1024;

export type VideoType = 'mp4' | 'webm';

/** What a stored upload's name ends in, by folder: images are re-encoded to WebP, videos kept. */
export const extensionsOf = (folder: UploadFolder): readonly string[] =>
  folder === 'claimVideos' ? ['mp4', 'webm'] : ['webp'];

const CONTENT_TYPES = new Map([
  ['webp', 'image/webp'],
  ['mp4', 'video/mp4'],
  ['webm', 'video/webm'],
]);

/** The type a stored upload is served as, by its name's ending; undefined for any other. */
export const contentTypeOf = (key: string) => CONTENT_TYPES.get(/\.(\w+)$/.exec(key)?.[1] ?? '');

/**
 * The video container a file's first bytes name (MP4/QuickTime `ftyp`, WebM's EBML header), or
 * null: the server stores a video as sent, so its bytes decide, never its name.
 */
export function videoTypeOf(head: Uint8Array): VideoType | null {
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  if (
    text(4, 8) === 'ftyp' &&
    /^(isom|iso[2-6]|mp4[12]|avc1|M4V |qt {2}|3gp[4-6]|dash|mmp4)$/.test(text(8, 12))
  ) {
    return 'mp4';
  }
  return null;
}

/**
 * Whether a file's first bytes are those of an image POST /cdnfile takes (JPEG, PNG, GIF, WebP,
 * HEIF/HEIC/AVIF): the picker's check before anything is sent, so that a text file named `.jpg`
 * is named and refused at once. The server decides by decoding the whole file (sharp).
 */
export function looksLikeImage(head: Uint8Array): boolean {
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true;
  if (text(0, 8) === '\x89PNG\r\n\x1a\n') return true;
  if (text(0, 6) === 'GIF87a' || text(0, 6) === 'GIF89a') return true;
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return true;
  return (
    text(4, 8) === 'ftyp' &&
    /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1|avif|avis)$/.test(text(8, 12))
  );
}

/** How many bytes `looksLikeImage` reads. */
export const IMAGE_HEAD_BYTES = 12;

export function isUploadFolder(value: unknown): value is UploadFolder {
  return (UPLOAD_FOLDERS as readonly unknown[]).includes(value);
}

/**
 * An image address as POST /cdnfile answers it: relative to the console (`/uploads/…`, decision 025)
 * or absolute http(s) (a bucket's base), never a script or data URL.
 */
export function isImageAddress(value: string): boolean {
  if (value.startsWith('/')) {
    return /^\/uploads\/[\w-]+(\/[\w-]+)*\.\w+(\?exp=\d{1,12}&sig=[\w-]{1,64})?$/.test(value);
  }
  return /^https?:\/\//i.test(value) && URL.canParse(value);
}

export const imageUrl = (message: Message) =>
  v.pipe(
    v.string(),
    v.check((value) => isImageAddress(value), message),
  );

/**
 * The 400 px thumbnail POST /cdnfile stores beside each image (`<name>-thumb.webp`), for the
 * small pictures of list rows: a phone saves a tenth of the bytes for offline (decision 025). Other
 * addresses (the demo's pictures) have none and are answered as they are.
 */
export function thumbnailOf(url: string): string {
  return /\/(productImages|qcPhotos|storeImages|profileImages)\/([0-9a-f-]{36}\/)?[0-9a-f-]{36}\.webp$/.test(
    url,
  )
    ? url.replace(/\.webp$/, '-thumb.webp')
    : url;
}
