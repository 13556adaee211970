/** Bounds how many tasks run at once; `acquire` waits (first come, first served) while all slots are taken. */
export class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly idleWaiters: (() => void)[] = [];

  constructor(private readonly slots: number) {}

  get active(): number {
    return this.running;
  }

  async acquire(): Promise<void> {
    if (this.running < this.slots) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) {
      next(); // the slot passes straight to the next waiter
      return;
    }
    this.running--;
    if (this.running === 0) this.idleWaiters.splice(0).forEach((resolve) => resolve());
  }

  /** Resolves when nothing runs any more. */
  async idle(): Promise<void> {
    if (this.running === 0) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }
}
