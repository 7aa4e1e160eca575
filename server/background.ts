import type { Logger } from 'pino';

/**
 * Work a request starts but does not wait for (mail whose timing must not tell anything).
 * Shutdown and tests wait for it with `settled()`.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  settled(): Promise<void>;
}

export function createBackgroundTasks(log: Logger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const running = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
