/** Time as the services see it: injectable so that expiry, windows and delays are testable. */
export interface Clock {
  now(): Date;
  /** Waits `ms` (a throttle's delay). */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** A clock tests move by hand; a sleep passes at once and is added to `slept`. */
export function manualClock(
  start = new Date(),
): Clock & { advance(ms: number): void; slept: number[] } {
  let t = start.getTime();
  const slept: number[] = [];
  return {
    now: () => new Date(t),
    advance: (ms) => void (t += ms),
    slept,
    sleep: async (ms) => {
      slept.push(ms);
      t += ms;
    },
  };
}
