/**
 * A fixed-window request counter per client address, kept in memory. On Node it covers the process;
 * on an edge runtime it covers one isolate, so pair it with the platform's own limits there.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a request; returns the seconds to wait when the address is over its limit, else 0. */
  take(key: string): number {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return 0;
    }
    w.count += 1;
    return w.count > this.max ? Math.ceil((w.start + this.windowMs - now) / 1000) : 0;
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}
