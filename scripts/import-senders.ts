/**
 * The hostile senders of `npm run bench:import`, in a process of their own, as other people's
 * computers are: they make the sheets, tell their parent they are ready, and send them in a loop
 * (each sender one at a time, waiting as a refusal's Retry-After says) until told to stop; then
 * they answer how the server answered (file and HTTP status: count). Run by import-load.ts with
 * `fork`; the senders' tokens and stores come in the first message.
 */
import ExcelJS from 'exceljs';

export interface SendersJob {
  base: string;
  senders: { token: string; storeId: string }[];
}
export type SendersReport = { ready: true } | { answers: [string, number][] };

/** A workbook whose only cells are at A1 and CV`last`. */
async function sparseWorkbook(last: number) {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Catalogue');
  ws.getCell('A1').value = 'handle';
  ws.getCell(`CV${last}`).value = 'x';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const EMPTY_LINE = `${','.repeat(99)}\n`;
/** The files that once stopped or stalled the server (issue 48). */
export const HOSTILE_FILES: [string, () => Promise<Buffer>][] = [
  ['sparse-100k.xlsx', () => sparseWorkbook(100_000)],
  ['sparse-1m.xlsx', () => sparseWorkbook(1_048_576)],
  [
    'empty-20mb.csv',
    async () =>
      Buffer.from(EMPTY_LINE.repeat(Math.floor((20 * 1024 * 1024 - 1024) / EMPTY_LINE.length))),
  ],
];

async function send(job: SendersJob) {
  const files = await Promise.all(
    HOSTILE_FILES.map(async ([name, make]) => [name, await make()] as const),
  );
  let sending = true;
  process.once('message', () => (sending = false));
  const answers = new Map<string, number>();
  process.send!({ ready: true } satisfies SendersReport);
  await Promise.all(
    job.senders.map(async (seller, s) => {
      for (let i = s; sending; i++) {
        const [name, bytes] = files[i % files.length]!;
        const r = await fetch(
          `${job.base}/imports/catalogue?storeId=${seller.storeId}&name=${name}`,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${seller.token}` },
            body: bytes as BodyInit,
          },
        );
        await r.text();
        const key = `${name} ${r.status}`;
        answers.set(key, (answers.get(key) ?? 0) + 1);
        if (r.status === 429) await new Promise((done) => setTimeout(done, 1000));
      }
    }),
  );
  process.send!({ answers: [...answers].sort() } satisfies SendersReport, () => process.exit(0));
}

process.once('message', (job: SendersJob) => void send(job));
