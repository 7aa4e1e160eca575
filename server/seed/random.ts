/**
 * A seeded pseudo-random source (sfc32): the same seed gives the same marketplace, ids included,
 * so a benchmark's data can be made again exactly.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i++) this.next32();
  }

  /** A uniform 32-bit unsigned integer. */
  next32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next32() / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.float() * values.length)]!;
  }

  /** One of `values`, each as likely as its weight. */
  weighted<T>(values: readonly (readonly [T, number])[]): T {
    const total = values.reduce((s, [, w]) => s + w, 0);
    let r = this.float() * total;
    for (const [value, weight] of values) {
      r -= weight;
      if (r < 0) return value;
    }
    return values.at(-1)![0];
  }

  /** `n` distinct values of `values` (n ≤ its length), in the list's order. */
  some<T>(values: readonly T[], n: number): T[] {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(n, values.length)) chosen.add(this.int(0, values.length - 1));
    return [...chosen].sort((x, y) => x - y).map((i) => values[i]!);
  }

  /** A version-4 UUID from this source. */
  uuid(): string {
    const h = (n: number) => n.toString(16).padStart(8, '0');
    const x = h(this.next32());
    const y = h(((this.next32() & 0xffff0fff) | 0x4000) >>> 0);
    const z = h(((this.next32() & 0x3fffffff) | 0x80000000) >>> 0);
    const w = h(this.next32());
    return `${x}-${y.slice(0, 4)}-${y.slice(4)}-${z.slice(0, 4)}-${z.slice(4)}${w}`;
  }
}
