/**
 * A fake camera for the scanning tests (decision 038): the console's own printed labels,
 * photographed from its label page, made into a Motion-JPEG file (JPEG frames one after another)
 * that Chromium plays as its camera (`--use-file-for-fake-video-capture`, 30 frames a second, from
 * the start each time the camera opens, then again in a loop).
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { m } from '../../domain/messages.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { BASE_URL, PHONE } from '../../playwright.config.ts';

const WIDTH = 640;
const HEIGHT = 480;
const FPS = 30;

/** Each variant's printed label (by its code), photographed from the label page. */
export async function photographLabels(page: Page, productId: string) {
  await page.goto(`/store-owner/inventory/labels?product=${productId}`);
  await page.getByLabel(m.labelSheet()).selectOption('THERMAL_50X25');
  const labels = page.getByTestId('sku-label');
  await expect(labels.first()).toBeVisible();
  const shots = new Map<string, Buffer>();
  for (const label of await labels.all()) {
    const code = (await label.getAttribute('data-code'))!;
    if (!shots.has(code)) shots.set(code, await label.screenshot());
  }
  return shots;
}

/** A shot held in front of the camera for `seconds`, or nothing (a white frame) for a gap. */
export type Shot = { image: Buffer | null; seconds: number };

/** The shots as a .mjpeg file for Chromium's fake camera; answers its path. */
export async function cameraFile(name: string, shots: readonly Shot[]) {
  const white = { r: 255, g: 255, b: 255 };
  const frameOf = async (image: Buffer | null) => {
    const canvas = sharp({
      create: { width: WIDTH, height: HEIGHT, channels: 3, background: white },
    });
    if (!image) return canvas.jpeg({ quality: 90 }).toBuffer();
    const label = await sharp(image)
      .resize({ width: WIDTH - 60, height: HEIGHT - 120, fit: 'inside', background: white })
      .flatten({ background: white })
      .toBuffer();
    return canvas
      .composite([{ input: label, gravity: 'centre' }])
      .jpeg({ quality: 90 })
      .toBuffer();
  };
  const frames: Buffer[] = [];
  for (const shot of shots) {
    const frame = await frameOf(shot.image);
    for (let i = 0; i < Math.round(shot.seconds * FPS); i++) frames.push(frame);
  }
  const file = path.join(tmpdir(), `${Date.now()}-${name}.mjpeg`);
  writeFileSync(file, Buffer.concat(frames));
  return file;
}

/** A phone at 360 px whose camera plays `video`, the camera allowed without asking. */
export async function phoneWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

export const phoneContext = (browser: Browser) =>
  browser.newContext({
    ...PHONE,
    baseURL: BASE_URL,
    permissions: ['camera'],
  });
