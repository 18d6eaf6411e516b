/**
 * A fixed-window counter per key (client address, phone number, QR session), kept in memory. On Node it covers
 * the process; on an edge runtime it covers one isolate, so pair it with the platform's own limits there.
 *
 * Memory and work stay bounded whatever the callers do: every window that starts is also queued, so the queue
 * is in order of window start and the expired windows are always at its head. Each call drops the expired ones
 * it finds there and stops at the first live one, so every window is looked at about twice in its life; when
 * the map holds `maxKeys` live windows, the oldest one gives way to the new key. (A Map's own iteration order
 * is not used for this: after many deletions at its front, V8 skips the holes on every new iteration.)
 */
export interface RateLimiterOptions {
  /** Most keys held at once (default 50,000: a few MB). */
  maxKeys?: number;
  now?: () => number;
}

interface Window {
  start: number;
  count: number;
}

export class RateLimiter {
  private windows = new Map<string, Window>();
  /** Windows in order of start; an entry whose key has since started a new window is stale and skipped. */
  private queue: { key: string; w: Window }[] = [];
  private head = 0;
  private readonly maxKeys: number;
  private readonly now: () => number;
  /** Map entries looked at so far, so tests can bound the work per call. */
  visited = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    options: RateLimiterOptions = {},
  ) {
    this.maxKeys = options.maxKeys ?? 50_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.windows.size;
  }

  /** Counts `cost` requests; returns the seconds to wait when the key is over its limit, else 0. */
  take(key: string, cost = 1): number {
    const now = this.now();
    this.sweep(now);
    let w = this.windows.get(key);
    if (w && now - w.start >= this.windowMs) {
      this.windows.delete(key);
      w = undefined;
    }
    if (!w) {
      while (this.windows.size >= this.maxKeys && this.dropOldest());
      w = { start: now, count: 0 };
      this.windows.set(key, w);
      this.queue.push({ key, w });
    }
    w.count += cost;
    return w.count > this.max ? this.retryAfter(w, now) : 0;
  }

  /** Adds to the count of a live window (a slow request costs more); a key without one is left alone. */
  charge(key: string, cost: number): void {
    const w = this.windows.get(key);
    if (w && this.now() - w.start < this.windowMs) w.count += cost;
  }

  private retryAfter(w: { start: number }, now: number): number {
    return Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000));
  }

  private sweep(now: number): void {
    while (this.head < this.queue.length) {
      this.visited += 1;
      const { key, w } = this.queue[this.head];
      const current = this.windows.get(key) === w;
      if (current && now - w.start < this.windowMs) break;
      if (current) this.windows.delete(key);
      this.head += 1;
    }
    this.compact();
  }

  /** Removes the oldest live window (the map is full); false if there was none. */
  private dropOldest(): boolean {
    let dropped = false;
    while (!dropped && this.head < this.queue.length) {
      this.visited += 1;
      const { key, w } = this.queue[this.head++];
      dropped = this.windows.get(key) === w;
      if (dropped) this.windows.delete(key);
    }
    this.compact();
    return dropped;
  }

  /** Drops the consumed part of the queue once it is half of it: amortised O(1) per call. */
  private compact(): void {
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }
}
