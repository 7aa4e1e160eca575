/**
 * What the dashboard's, orders' and inventory's first visit at 360 px asks for, by file and by
 * module (issue 52), against a fresh `npm start` with demo data and the build in dist/ (made by
 * `npm start` when stale). `npm run bench` writes the same to bench/first-visit.md.
 *
 *   node --import tsx scripts/first-visit.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { serveDemo } from './lib/serve-demo.ts';
import { signIn } from './lib/lighthouse-run.ts';
import {
  filesByModule,
  firstVisitMarkdown,
  loadedFiles,
  SIGNED_IN_PAGES,
} from './lib/first-visit.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = await serveDemo(root, Number(process.env.FIRST_VISIT_PORT ?? 8384));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const session = await signIn(server.base, 'owner@demo.test', 'Demo-pass-1');
  for (const page of SIGNED_IN_PAGES) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript((s) => {
      localStorage.setItem('user', JSON.stringify(s.user));
      localStorage.setItem('token', s.token);
    }, session);
    const files = await loadedFiles(context, `${server.base}${page.path}`, page.ready);
    await context.close();
    console.log(firstVisitMarkdown(page.name, filesByModule(root, path.join(root, 'dist'), files)));
  }
} finally {
  await browser.close();
  await server.stop();
}
