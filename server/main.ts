import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadDemoIfEmpty } from './demo/load.ts';
import { createHttpHandler } from './http.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { schedulePruning } from './services/housekeeping.ts';
import { createApiServer } from './yoga.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const app: App = {
    db: database.db,
    config,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log,
    }),
    clock: systemClock,
    log,
  };
  if (config.demo) await loadDemoIfEmpty(app, uploadsDir);
  const stopPruning = schedulePruning(app);
  const yoga = createApiServer(app);
  const server = createServer(
    createHttpHandler({
      yoga,
      database,
      distDir: path.join(ROOT, 'dist'),
      uploadsDir,
      log,
      imageOrigins: [new URL(config.publicUrl).origin],
    }),
  );
  // Idle keep-alive sockets outlive a load balancer's (60 s), so a reused socket is never closed
  // under a client that is just sending on it (the 5 s default races with clients).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new ConfigError(
              `PORT ${config.port} is already in use on ${config.host}: stop the other process or set PORT to a free port.`,
            )
          : err,
      ),
    );
    server.listen(config.port, config.host, resolve);
  });
  log.info(
    { url: `http://${config.host}:${config.port}`, database: database.engine },
    'console and API listening',
  );
  console.log(`Console ready at ${config.publicUrl} (database: ${database.engine})`);

  const shutdown = async () => {
    stopPruning();
    server.close();
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof ConfigError ? message : `Start-up failed: ${message}`);
  process.exit(1);
});
