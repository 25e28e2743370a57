import type { FastifyBaseLogger } from 'fastify';
import type { JobLock } from './job-lock';
import { jobErrorText, type JobStatusStore } from './job-status';

/**
 * The one job scheduler of the app (app.jobs, platform/services.ts): modules register their jobs
 * with app.jobs.add; it starts when the app is ready (never in tests, which use runNow).
 * Background work on a timer, safe on several servers: every run of a job (a tick or runNow) first
 * takes the job's lock (platform/job-lock.ts: a PostgreSQL advisory lock shared by every process on
 * the database; decision 052), so a job runs in one process at a time and a run that finds the lock
 * taken is skipped (it answers 0: the other process is doing the work). Jobs also claim their rows
 * with `FOR UPDATE SKIP LOCKED` (the mail outbox, the dormancy sweep), so a lock lost with its
 * connection never makes two processes take the same row; the runner keeps no state that matters.
 * A job never overlaps itself in one process; `kick(name)` runs it soon (after a commit that
 * produced work, e.g. a mail); errors are logged and the job runs again at its next tick.
 * Every run that took the lock is recorded (platform/job-status.ts: last run, result, error, next run) in the database,
 * where the operations screen reads it whichever process ran the job.
 */
export interface Job {
  name: string;
  intervalMs: number;
  /** Answers how many rows it handled; a full batch runs again at once. */
  run: () => Promise<number>;
  /** A batch of this size or more means more work may be waiting. */
  batchSize?: number;
}

export class JobRunner {
  private readonly jobs = new Map<string, Job>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private started = false;
  private stopped = false;

  /** Runs that found the job's lock held elsewhere (skipped). */
  skipped = 0;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly lock?: JobLock,
    private readonly status?: JobStatusStore,
  ) {}

  /** A registered job (its interval for the operations screen). */
  get(name: string): Job | undefined {
    return this.jobs.get(name);
  }

  add(job: Job): void {
    this.jobs.set(job.name, job);
    if (this.started) this.schedule(job, job.intervalMs);
  }

  /** The names of the registered jobs (modules register theirs when the app is built). */
  names(): string[] {
    return [...this.jobs.keys()];
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    // First runs spread over a few seconds so several servers do not start in step.
    for (const job of this.jobs.values()) this.schedule(job, 1000 + Math.floor(Math.random() * 2000));
  }

  /** Runs a job soon (outside the current transaction's tick). Without start(), does nothing. */
  kick(name: string): void {
    const job = this.jobs.get(name);
    if (!job || !this.started || this.stopped) return;
    this.schedule(job, 0);
  }

  /** Runs a job now and waits (tests, scripts). Works whether or not the runner was started. */
  async runNow(name: string): Promise<number> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    await this.running.get(name);
    return this.runLocked(job);
  }

  /** One run under the job's lock; 0 without running when another process (or app) holds it. */
  private async runLocked(job: Job): Promise<number> {
    const release = this.lock ? await this.lock.tryLock(job.name) : async () => undefined;
    if (!release) {
      this.skipped++;
      return 0;
    }
    try {
      return await this.runRecorded(job);
    } finally {
      await release();
    }
  }

  /** Runs the job and records the run (under its lock); a failure to record is logged, never the job's failure. */
  private async runRecorded(job: Job): Promise<number> {
    const startedAt = new Date();
    let handled: number | null = null;
    let failure: unknown;
    try {
      handled = await job.run();
      return handled;
    } catch (err) {
      failure = err;
      throw err;
    } finally {
      if (this.status) {
        const finishedAt = new Date();
        const again = handled !== null && job.batchSize !== undefined && handled >= job.batchSize;
        const nextRunAt = this.started && !this.stopped ? new Date(finishedAt.getTime() + (again ? 0 : job.intervalMs)) : null;
        await this.status
          .record({
            name: job.name,
            startedAt,
            finishedAt,
            ok: failure === undefined,
            handled,
            error: failure === undefined ? undefined : jobErrorText(failure),
            nextRunAt,
          })
          .catch((err: unknown) => this.log.warn({ err, job: job.name }, 'job run not recorded'));
      }
    }
  }

  private schedule(job: Job, delay: number) {
    if (this.stopped) return;
    const existing = this.timers.get(job.name);
    if (existing) clearTimeout(existing);
    const timer = setTimeout(() => void this.tick(job), delay);
    timer.unref();
    this.timers.set(job.name, timer);
  }

  private async tick(job: Job) {
    this.timers.delete(job.name);
    if (this.stopped) return;
    if (this.running.has(job.name)) {
      this.again.add(job.name);
      return;
    }
    let handled = 0;
    const p = (async () => {
      try {
        handled = await this.runLocked(job);
      } catch (err) {
        this.log.error({ err, job: job.name }, 'background job failed');
      }
    })();
    this.running.set(job.name, p);
    await p;
    this.running.delete(job.name);
    const more = (job.batchSize && handled >= job.batchSize) || this.again.delete(job.name);
    this.schedule(job, more ? 0 : job.intervalMs);
  }

  /** Stops the timers and waits for the jobs in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await Promise.all([...this.running.values()]);
    await this.lock?.close();
  }
}
