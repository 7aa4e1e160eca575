import { backfillGstinClaims } from './services/stores.ts';
import { backfillDispatch } from './services/dispatch.ts';
import { schedulePayouts } from './services/settlement.ts';
import { scheduleHealthReview } from './services/seller-health.ts';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appFromConfig } from './app.ts';
import { ConfigError, isConfigError, loadConfig, type Config } from './config.ts';
import { serveControl } from './control.ts';
import { asc } from 'drizzle-orm';
import { kycKeyOpens } from './auth/kyc.ts';
import { openDatabase, type Database } from './db/client.ts';
import { stores } from './db/schema.ts';
import { lockDataDir } from './db/owner.ts';
import { loadDemoIfEmpty } from './demo/load.ts';
import { createHttpHandler } from './http.ts';
import { installLastResort } from './last-resort.ts';
import { createLogger } from './logger.ts';
import { schedulePruning } from './services/housekeeping.ts';
import { resumeImports, stopImports } from './services/catalogue-import.ts';
import { createImportHandler } from './imports.ts';
import { trackConnections } from './shutdown.ts';
import { createUploadHandler } from './uploads/cdnfile.ts';
import { createPrivateUploadHandler } from './uploads/private.ts';
import { createExportHandler } from './exports.ts';
import { relativeImageAddresses } from './uploads/issued.ts';
import { diskStorage, s3Storage } from './uploads/storage.ts';
import { ROOT } from './root.ts';
import { createApiServer } from './yoga.ts';

export interface StartOptions {
  /** Settles when the console's build is in `dist/` (npm start builds it beside the start-up). */
  consoleReady?: Promise<void>;
}

/** Opens the database, runs the start-up work and serves; `consoleReady` gates the listening. */
export function startServer(options: StartOptions = {}): Promise<void> {
  return serve(options).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(isConfigError(error) ? message : `Start-up failed: ${message}`);
    process.exit(1);
  });
}

async function serve(options: StartOptions) {
  // Marked as handled at once: a failed build is reported when the server comes to wait for it.
  options.consoleReady?.catch(() => undefined);
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  installLastResort(log);
  // One process owns an embedded database; PostgreSQL has its own concurrency.
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir, 'npm start');
  const database = await openDatabase(config);
  await checkKycKey(database, config.kycKey);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const storage = config.s3 ? await s3Storage(config.s3) : diskStorage(uploadsDir);
  const app = appFromConfig(config, database.db, log, storage);
  const hashed = await backfillGstinClaims(app);
  if (hashed.gstins || hashed.pans)
    log.info(hashed, 'GSTIN series keys and PAN claims written for existing stores');
  const dated = await backfillDispatch(app);
  if (dated) log.info({ days: dated }, 'dispatch-by dates written for existing order items');
  const relative = await relativeImageAddresses(app);
  if (relative) log.info({ rows: relative }, 'image addresses made relative to the console');
  if (config.demo) await loadDemoIfEmpty(app);
  const control = lock ? await serveControl(app, database, config.dataDir) : null;
  const stopPruning = schedulePruning(app);
  const stopPayouts = schedulePayouts(app);
  const stopHealth = scheduleHealthReview(app);
  const stopMail = app.mail.start();
  const api = createApiServer(app, {
    limits: { introspection: config.introspection, suggestions: config.development },
    corsOrigins: [new URL(config.publicUrl).origin, ...config.corsOrigins],
  });
  try {
    await options.consoleReady;
  } catch (error) {
    stopPruning();
    stopPayouts();
    stopHealth();
    stopMail();
    control?.close();
    await database.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
  // Made once the console's build is done: the static files are listed as the handler is made,
  // and a listing of the build before would answer 404 for every new file.
  const handler = createHttpHandler({
    api,
    database,
    distDir: path.join(ROOT, 'dist'),
    uploadsDir,
    log,
    imageOrigins: [
      new URL(config.publicUrl).origin,
      ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : []),
    ],
    trustProxy: config.trustProxy,
    upload: createUploadHandler(app, storage),
    privateUpload: createPrivateUploadHandler(app, storage),
    exports: createExportHandler(app),
    imports: createImportHandler(app),
  });
  const server = createServer(handler);
  const connections = trackConnections(server);
  // Idle keep-alive sockets outlive a load balancer's (60 s), so a reused socket is never closed
  // under a client that is just sending on it (the 5 s default races with clients).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await listen(server, config.port, config.host);
  log.info(
    { url: `http://${config.host}:${config.port}`, database: database.engine },
    'console and API listening',
  );
  const resumed = await resumeImports(app);
  if (resumed) log.info({ imports: resumed }, 'catalogue imports resumed');
  if (config.summary) printBackgroundWork(config);
  console.log(`Console ready at ${config.publicUrl} (database: ${database.engine})`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    handler.drain();
    stopPruning();
    stopPayouts();
    stopHealth();
    control?.close();
    await connections.stop(config.shutdownGraceMs, () =>
      log.warn({ graceMs: config.shutdownGraceMs }, 'grace period over: closing connections'),
    );
    log.info('requests finished; waiting for background work');
    stopImports(app);
    await app.tasks.settled();
    stopMail();
    await app.mail.settled();
    await database.close().catch((err: unknown) => log.error({ err }, 'closing the database'));
    lock?.release();
    log.info('database closed; stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/** One line per kind of background work, for a person at a terminal (the JSON log is quiet). */
function printBackgroundWork(config: Config) {
  const here = (dir: string) => path.relative(process.cwd(), dir) || '.';
  console.log(
    config.smtpUrl
      ? `Mail: sent over SMTP to ${new URL(config.smtpUrl).host}, codes and resets first`
      : `Mail: written to ${here(path.join(config.dataDir, 'outbox'))}/*.eml (SMTP_URL unset), codes and resets first`,
  );
  console.log('Housekeeping: unpaid holds and unchecked returns every 10 min, old records hourly');
  console.log('Payouts: batched on the cycle day, checked hourly');
  console.log('Log: warnings only here; LOG_LEVEL=info (or output to a file) for the JSON log');
}

async function checkKycKey(database: Database, key: Buffer) {
  const [sample] = await database.db
    .select({ gstinEnc: stores.gstinEnc })
    .from(stores)
    .orderBy(asc(stores.createdAt))
    .limit(1);
  if (!kycKeyOpens(key, sample?.gstinEnc)) {
    await database.close().catch(() => undefined);
    throw new ConfigError(
      'KYC_KEY does not open the KYC already stored: it is not the key this data was written with. Set KYC_KEY to that key (with the embedded database, unset it to use the one generated in DATA_DIR).',
    );
  }
}

function listen(server: Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new ConfigError(
              `PORT ${port} is already in use on ${host}: stop the other process or set PORT to a free port.`,
            )
          : err,
      ),
    );
    server.listen(port, host, resolve);
  });
}

/** Run as a program (`node --import tsx server/main.ts`), not imported by scripts/start.ts. */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void startServer();
}
