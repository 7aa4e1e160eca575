import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import busboy from 'busboy';
import type { ErrorCode } from '../../domain/errors.ts';
import { m } from '../../domain/messages.ts';
import {
  isUploadFolder,
  MAX_UPLOAD_BYTES,
  MAX_VIDEO_BYTES,
  STORE_FOLDERS,
  contentTypeOf,
  videoTypeOf,
  type UploadFolder,
} from '../../domain/uploads.ts';
import type { App } from '../app.ts';
import { json, refuse, refuseAppError } from '../http-answer.ts';
import * as limits from '../services/rate-limit.ts';
import { authenticate } from '../services/sessions.ts';
import { ownedStore } from '../services/ownership.ts';
import { canonicalId, isId } from '../../domain/id.ts';
import { encodeImage, ImageRefused } from './images.ts';
import { uploadReplay, type UploadAnswer } from './replay.ts';
import { shownAddress } from './issued.ts';
import type { ImageStorage } from './storage.ts';

/** Multipart framing around the file: boundaries, headers and the folder field. */
const FRAMING_BYTES = 64 * 1024;
const UPLOADS_PER_MINUTE = 60;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * `POST /cdnfile` (api-contract.md, Upload): multipart `folderName` + `file` (+ `storeId`, the
 * caller's store, for product images), a bearer token,
 * images only as their bytes say, at most 10 MB; re-encoded, stored under a random name, and
 * answered as `{ data: { url, thumbnailUrl } }`. Anything else is a 4xx `{ error: { code,
 * message } }` with nothing stored.
 */
export function createUploadHandler(app: App, storage: ImageStorage) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const { viewer } = await authenticate(app, req.headers.authorization ?? null);
      if (!viewer) throw new Refusal(401, 'UNAUTHENTICATED', m.signInRequired());
      if (viewer.role !== 'STORE_OWNER' && viewer.role !== 'ADMIN') {
        throw new Refusal(403, 'FORBIDDEN', m.forbidden());
      }
      await limits.hit(
        app.db,
        { key: `upload:${viewer.id}`, max: UPLOADS_PER_MINUTE, windowSeconds: 60 },
        app.clock.now(),
      );
      if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')) {
        throw new Refusal(415, 'UNSUPPORTED_MEDIA_TYPE', m.uploadMultipartOnly());
      }
      // The largest a form may be is a claim's video; an image's own limit is checked once read.
      if (Number(req.headers['content-length'] ?? 0) > MAX_VIDEO_BYTES + FRAMING_BYTES) {
        throw new Refusal(413, 'PAYLOAD_TOO_LARGE', m.uploadTooLarge());
      }
      const { folderName, storeId, file } = await readForm(req);
      if (!isUploadFolder(folderName)) {
        throw new Refusal(400, 'BAD_USER_INPUT', m.uploadFolderInvalid());
      }
      if (folderName !== 'claimVideos' && file.length > MAX_UPLOAD_BYTES) {
        throw new Refusal(413, 'PAYLOAD_TOO_LARGE', m.uploadTooLarge());
      }
      // A product's images and a quality check's photos belong to a store: only its members
      // whose role may list products, or check returns, add to it.
      // Every image lies under its owner (a store, or the user for a store's own pictures), so
      // an input can be checked to name only its caller's uploads (decision 027).
      let folder = `${folderName}/${viewer.id}`;
      if ((STORE_FOLDERS as readonly UploadFolder[]).includes(folderName)) {
        if (!storeId) throw new Refusal(400, 'BAD_USER_INPUT', m.uploadStoreMissing());
        if (!isId(storeId)) throw new Refusal(404, 'NOT_FOUND', m.notFound());
        const permission = folderName === 'productImages' ? 'catalogue.write' : 'returns.qc';
        const store = await ownedStore(app, viewer, canonicalId(storeId), false, permission);
        folder = `${folderName}/${store.id}`;
      }
      // Sent again after a lost answer (the same Idempotency-Key and bytes): the first answer.
      const key = req.headers['idempotency-key'];
      let replay = null;
      if (typeof key === 'string') {
        if (!isId(key)) {
          throw new Refusal(400, 'BAD_USER_INPUT', m.idempotencyKeyInvalid());
        }
        replay = uploadReplay(app, viewer.id, key, folder, file);
        const known = await replay.recorded();
        if (known) return answerUpload(app, res, known);
      }
      if (folderName === 'claimVideos') {
        const answer = await storeVideo(
          storage,
          file,
          replay?.name ?? `${folder}/${randomUUID()}`,
          Boolean(replay),
        );
        app.log.info({ userId: viewer.id, folderName, bytes: file.length }, 'video uploaded');
        return answerUpload(app, res, replay ? await replay.record(answer) : answer);
      }
      const image = await encodeImage(file).catch((error: unknown) => {
        if (!(error instanceof ImageRefused)) throw error;
        throw error.reason === 'too-many-pixels'
          ? new Refusal(413, 'PAYLOAD_TOO_LARGE', m.uploadTooManyPixels())
          : new Refusal(415, 'UNSUPPORTED_MEDIA_TYPE', m.invalidFile());
      });
      const name = replay?.name ?? `${folder}/${randomUUID()}`;
      // A duplicate of this upload running alongside may have written the same name first.
      const put = (key: string, body: Buffer) =>
        storage.put(key, body, 'image/webp').catch((error: unknown) => {
          if (!replay || (error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        });
      await put(`${name}.webp`, image.large);
      await put(`${name}-thumb.webp`, image.thumb);
      app.log.info({ userId: viewer.id, folderName, bytes: file.length }, 'image uploaded');
      const answer = {
        url: storage.url(`${name}.webp`),
        thumbnailUrl: storage.url(`${name}-thumb.webp`),
      };
      answerUpload(app, res, replay ? await replay.record(answer) : answer);
    } catch (error) {
      if (error instanceof Refusal) {
        return refuse(res, error.status, error.code, error.message);
      }
      if (refuseAppError(res, error)) return;
      app.log.error({ err: error }, 'upload failed');
      refuse(res, 500, 'INTERNAL_SERVER_ERROR', m.unexpectedError());
    }
  };
}

/**
 * A claim's video, stored as sent once its bytes show an MP4 or WebM (it is served only to the
 * store's people and the admins, with `nosniff` and a sandbox). It has no thumbnail: its address
 * answers both.
 */
async function storeVideo(storage: ImageStorage, file: Buffer, name: string, replayed: boolean) {
  const type = videoTypeOf(file.subarray(0, 12));
  if (!type) throw new Refusal(415, 'UNSUPPORTED_MEDIA_TYPE', m.videoInvalid());
  const key = `${name}.${type}`;
  await storage.put(key, file, contentTypeOf(key)!).catch((error: unknown) => {
    if (!replayed || (error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return { url: storage.url(key), thumbnailUrl: storage.url(key) };
}

/**
 * The upload's addresses, or the refusal of a key already used for another file. A private
 * upload (a QC photo) is answered with signed addresses, which its uploader can show at once;
 * what is stored when it is used is the bare address.
 */
function answerUpload(app: App, res: ServerResponse, answer: UploadAnswer | 'reused') {
  if (answer === 'reused') {
    return refuse(res, 409, 'IDEMPOTENCY_KEY_REUSED', m.idempotencyKeyReused());
  }
  json(res, 200, {
    data: {
      url: shownAddress(app, answer.url),
      thumbnailUrl: shownAddress(app, answer.thumbnailUrl),
    },
  });
}

/**
 * The form's folder and its one file, in memory (at most a video's 40 MB), or a refusal. Every stream here
 * has an `error` listener: a body that ends early (a truncated part, a dropped connection) is a
 * 400 for this request, never an unhandled error event that stops the process.
 */
function readForm(
  req: IncomingMessage,
): Promise<{ folderName: string; storeId: string; file: Buffer }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6 },
      });
    } catch {
      return reject(new Refusal(415, 'UNSUPPORTED_MEDIA_TYPE', m.uploadMultipartOnly()));
    }
    let folderName = '';
    let storeId = '';
    let file: Buffer | null = null;
    let tooLarge = false;
    let settled = false;
    const malformed = () => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume(); // read and drop the rest, so the answer can be written
      reject(new Refusal(400, 'BAD_USER_INPUT', m.uploadMultipartOnly()));
    };
    parser.on('field', (name, value) => {
      if (name === 'folderName') folderName = value;
      if (name === 'storeId') storeId = value;
    });
    parser.on('file', (name, stream) => {
      stream.on('error', malformed);
      if (name !== 'file') return void stream.resume();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => (tooLarge = true));
      stream.on('end', () => (file = Buffer.concat(chunks)));
    });
    parser.on('error', malformed);
    // More parts, files or fields than a form of ours has is a wrong shape, not something to trim.
    parser.on('filesLimit', malformed);
    parser.on('fieldsLimit', malformed);
    parser.on('partsLimit', malformed);
    req.on('error', malformed);
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (tooLarge) return reject(new Refusal(413, 'PAYLOAD_TOO_LARGE', m.uploadTooLarge()));
      if (!file || file.length === 0) {
        return reject(new Refusal(400, 'BAD_USER_INPUT', m.uploadFileMissing()));
      }
      resolve({ folderName, storeId, file });
    });
    req.pipe(parser);
  });
}
