/**
 * A gate that lets at most `slots` holders work at once; the others wait in arrival order.
 *
 * It is for work that saturates the event loop while it lasts (reading a large upload: parsing, hashing,
 * writing), so that a burst of such work queues instead of lengthening every turn of the event loop for
 * everybody else. A holder whose work is slow rather than heavy (a member sending a file over a slow line)
 * must not keep others waiting: after `leaseMs` its slot is handed on even though it goes on working. The
 * gate therefore bounds how many heavy holders run together, and delays no holder by more than about
 * `leaseMs` per holder ahead of it that is slow.
 */
export class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly slots: number,
    readonly leaseMs: number,
  ) {
    if (!(slots >= 1)) throw new Error('a gate needs at least one slot');
  }

  /** Holders working now (their lease not yet run out). */
  get inUse(): number {
    return this.active;
  }

  /** Waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Waits for a slot; answers the function that gives it back (calling it more than once does nothing). */
  async enter(): Promise<() => void> {
    if (this.active < this.slots) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let held = true;
    const leave = () => {
      if (!held) return;
      held = false;
      clearTimeout(lease);
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    };
    const lease = setTimeout(leave, this.leaseMs);
    lease.unref();
    return leave;
  }

  /** Runs `work` holding a slot. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const leave = await this.enter();
    try {
      return await work();
    } finally {
      leave();
    }
  }
}
