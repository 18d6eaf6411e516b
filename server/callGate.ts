/**
 * A cap on provider calls in flight. Every call holds a connection to a provider for up to the timeout, so an
 * unbounded number of them is what a flood of slow requests would pile up; past the cap the service answers
 * 503 at once instead of queueing.
 */
export class CallGate {
  private active = 0;

  constructor(readonly max: number) {}

  get inUse(): number {
    return this.active;
  }

  /** Takes a slot; false when all are taken. A true answer must be paired with leave(). */
  tryEnter(): boolean {
    if (this.active >= this.max) return false;
    this.active += 1;
    return true;
  }

  leave(): void {
    this.active = Math.max(0, this.active - 1);
  }
}
