/**
 * Issue 48, defects 1 and 2: no catalogue sheet stops or stalls the server. A workbook is read by
 * the rows it holds, and one that declares or holds more rows than a sheet may is refused before a
 * cell is read (the 1.5 KB workbook with cells at A1 and CV1048576 once took the process down); a
 * sheet is read in a worker of its own, so the server answers others meanwhile; sheets read at once
 * are limited per user and in all, as exports are.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS, MAX_SHEET_ROWS } from '../../domain/catalogue-sheet.ts';
import { m } from '../../domain/messages.ts';
import { MAX_IMPORTS } from '../../server/imports.ts';
import { diskStorage } from '../../server/uploads/storage.ts';
import { kurtaRow, sheetCsv } from '../fixtures.ts';
import { sellerWithStore } from './flows.ts';
import { engines, startTestApi, type TestApi } from './harness.ts';
import { serve } from './upload-server.ts';

type Seller = Awaited<ReturnType<typeof sellerWithStore>>;

/** A workbook whose only cells are a header at A1 and one at CV`last` (6 KB as ExcelJS writes it). */
async function sparseWorkbook(last: number, { dimension = true } = {}) {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Catalogue');
  ws.getCell('A1').value = 'handle';
  ws.getCell(`CV${last}`).value = 'x';
  const zip = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
  const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
  expect(xml).toMatch(new RegExp(`<dimension ref="A1:CV${last}"`));
  // Without its <dimension> (the element is optional): the rows it holds still say its size.
  if (!dimension) zip.file('xl/worksheets/sheet1.xml', xml.replace(/<dimension[^>]*\/>/, ''));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe.each(engines)('catalogue sheets that would stop or stall the server (%s)', (engine) => {
  let api: TestApi;
  let server: Server;
  let base: string;
  const sellers: Seller[] = [];
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'import-load-'));

  const post = (body: BodyInit | Buffer, name: string, seller = sellers[0]!) =>
    fetch(`${base}/imports/catalogue?storeId=${seller.store.id}&name=${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}` },
      body: body as BodyInit,
      duplex: 'half',
    } as RequestInit);
  const messageOf = async (res: Response) =>
    ((await res.json()) as { error: { message: string } }).error.message;

  beforeAll(async () => {
    api = await startTestApi(engine);
    ({ server, base } = await serve(api, () => diskStorage(uploadsDir), uploadsDir));
    // Enough sellers to fill every place (MAX_IMPORTS follows the machine's cores) and one more.
    for (let i = 0; i < Math.max(3, MAX_IMPORTS + 1); i++)
      sellers.push(await sellerWithStore(api, `seller${i}@import-load.test`, `Load ${i}`));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await api.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('refuses a few-KB workbook spanning 100,000 or 1,048,576 rows before reading a cell, and stays up', async () => {
    for (const last of [100_000, 1_048_576]) {
      for (const dimension of [true, false]) {
        const bytes = await sparseWorkbook(last, { dimension });
        expect(bytes.length).toBeLessThan(8 * 1024);
        const res = await post(bytes, 'sparse.xlsx');
        expect(res.status, `${last} rows, dimension ${dimension}`).toBe(400);
        expect(await messageOf(res)).toBe(m.importTooManyRows({ max: MAX_SHEET_ROWS }));
      }
    }
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it('reads a workbook by the rows it holds: blank rows between are skipped, errors name their real row', async () => {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('Catalogue');
    const put = (row: number, cells: readonly string[]) =>
      cells.forEach((text, i) => {
        ws.getRow(row).getCell(i + 1).value = text;
      });
    put(1, CATALOGUE_COLUMNS);
    put(
      5,
      CATALOGUE_COLUMNS.map((c) => kurtaRow('sparse-ok')[c]),
    );
    put(
      9,
      CATALOGUE_COLUMNS.map((c) => kurtaRow('sparse-bad', { price: 'twelve' })[c]),
    );
    const res = await post(Buffer.from(await workbook.xlsx.writeBuffer()), 'gaps.xlsx');
    const answer = (await res.json()) as { id: string; status: string; errorCount: number };
    expect(res.status, JSON.stringify(answer)).toBe(200);
    expect(answer).toMatchObject({ status: 'INVALID', errorCount: 1 });
    const r = await api.gql<{
      catalogueImport: { variants: number; errors: { row: number; column: string }[] };
    }>(
      `query($storeId: ID!, $id: ID!) { catalogueImport(storeId: $storeId, id: $id) {
        variants errors(first: 10) { row column } } }`,
      { storeId: sellers[0]!.store.id, id: answer.id },
      { token: sellers[0]!.token },
    );
    expect(r.data?.catalogueImport).toEqual({
      variants: 2,
      errors: [{ row: 9, column: 'price' }],
    });
  });

  it('reads a 20 MB sheet of empty fields off the event loop: the server answers others meanwhile', async () => {
    // 200,000 lines of 99 empty fields: about 8 s of parsing that once held every other request.
    const line = `${','.repeat(99)}\n`;
    const bytes = Buffer.from(line.repeat(Math.floor((20 * 1024 * 1024 - 1024) / line.length)));
    let answered = false;
    const reading = post(bytes, 'empty.csv').then((res) => {
      answered = true;
      return res;
    });
    let healthy = 0;
    while (!answered) {
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      healthy += 1;
    }
    const res = await reading;
    // The sheet is read whole and said to lack its columns (or refused as too heavy to read).
    expect([200, 400]).toContain(res.status);
    // Read on the event loop, the first of these waited for the whole parse and none came after.
    expect(healthy).toBeGreaterThan(10);
    // About 8 s of parsing when the machine is quiet; 27 s was seen beside a browser run.
  }, 90_000);

  it('reads one sheet per user and MAX_IMPORTS in all at once; another is told when to try again', async () => {
    expect(MAX_IMPORTS).toBe(Math.max(1, availableParallelism() - 1));
    /** An upload whose body stays open (its reading holds a place) until it is let go. */
    const held = (seller: Seller) => {
      let release = () => undefined as void;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const text = Buffer.from(sheetCsv([kurtaRow(`held-${seller.store.id.slice(0, 8)}`)]));
          controller.enqueue(text.subarray(0, 20));
          release = () => {
            controller.enqueue(text.subarray(20));
            controller.close();
          };
        },
      });
      return { answer: post(body, 'held.csv', seller), release: () => release() };
    };
    const quick = (seller: Seller) =>
      post(Buffer.from(sheetCsv([kurtaRow('quick')])), 'quick.csv', seller);

    /**
     * Holds a place with `seller`'s upload, known held once `probe`'s quick upload is refused.
     * A quick upload in flight when the held one arrives can take the place first (the held one
     * is then refused, and the probes pass for ever after): it is sent again until it holds.
     */
    async function holdPlace(seller: Seller, probe: Seller) {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const upload = held(seller);
        let refused = false;
        void upload.answer.then((res) => void (refused = res.status === 429));
        const deadline = Date.now() + 20_000;
        while (!refused && Date.now() < deadline) {
          const res = await quick(probe);
          if (res.status === 429 && !refused) return { upload, refusal: res };
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      throw new Error('the held upload never took its place');
    }

    // Once the first upload holds its place, the same seller's next is refused at once.
    const { upload: first } = await holdPlace(sellers[0]!, sellers[0]!);
    const busy = await quick(sellers[0]!);
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(await messageOf(busy)).toBe(m.importBusy());

    // Other sellers' are read until MAX_IMPORTS are held; then the next seller's is refused too.
    const uploads = [first];
    for (let i = 1; i < MAX_IMPORTS; i++)
      uploads.push((await holdPlace(sellers[i]!, sellers[MAX_IMPORTS]!)).upload);
    const refusal = await quick(sellers[MAX_IMPORTS]!);
    expect(refusal.status).toBe(429);
    expect(await messageOf(refusal)).toBe(m.importBusy());

    for (const upload of uploads) upload.release();
    for (const { answer } of uploads) expect((await answer).status).toBe(200);
    expect((await quick(sellers[MAX_IMPORTS]!)).status).toBe(200);
  });
});
