// What other parts of the server hand to operations: gauges read at every /metrics scrape, work to do when the
// server begins to shut down (close event streams with a reconnect hint), and the background jobs' runs. One
// object per app (app.ts), passed to every feature plugin as `deps.ops` (docs/decisions.md#operations).

/** A value read when /metrics is scraped (e.g. how many event streams are open). */
export type GaugeReader = () => number | Promise<number>;

export interface Gauge {
  name: string;
  help: string;
  read: GaugeReader;
}

export interface OpsHooks {
  /**
   * A gauge on /metrics, read at every scrape: `name` in Prometheus form (`boostdash_event_streams_open`), `help`
   * one sentence. Registering a name twice replaces the first reader. No personal data: the value is a number.
   */
  registerGauge(name: string, help: string, read: GaugeReader): void;
  /**
   * Called once when the server begins to shut down (SIGTERM), before it waits for the requests in flight: a long
   * answer such as an event stream should end itself here (with a `retry:` hint), or the drain waits for it until
   * SHUTDOWN_TIMEOUT_SECONDS. Hooks run side by side; one that throws is logged and does not stop the others.
   */
  onShutdown(name: string, hook: () => void | Promise<void>): void;
  /** True once the shutdown has begun (a new event stream should then end at once, ops/shutdown.ts). */
  readonly draining: boolean;
}

/** What this process saw of one background job (metrics read it). */
export interface JobStats {
  runs: number;
  failures: number;
  lastRunAt: number | undefined;
  lastFailureAt: number | undefined;
}

export class Ops implements OpsHooks {
  readonly gauges = new Map<string, Gauge>();
  readonly jobs = new Map<string, JobStats>();
  readonly shutdownHooks: Array<{ name: string; hook: () => void | Promise<void> }> = [];
  /** Set when the shutdown begins: /readyz answers 503 from then on, so a load balancer stops sending. */
  draining = false;

  registerGauge(name: string, help: string, read: GaugeReader): void {
    if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(name)) throw new Error(`Not a Prometheus metric name: ${name}`);
    this.gauges.set(name, { name, help, read });
  }

  onShutdown(name: string, hook: () => void | Promise<void>): void {
    this.shutdownHooks.push({ name, hook });
  }

  /** Runs every shutdown hook once, side by side; a failing one is reported and the others still run. */
  async runShutdownHooks(onError: (name: string, err: unknown) => void): Promise<void> {
    const hooks = this.shutdownHooks.splice(0);
    await Promise.all(
      hooks.map(async ({ name, hook }) => {
        try {
          await hook();
        } catch (err) {
          onError(name, err);
        }
      }),
    );
  }

  #job(name: string): JobStats {
    let j = this.jobs.get(name);
    if (!j) {
      j = { runs: 0, failures: 0, lastRunAt: undefined, lastFailureAt: undefined };
      this.jobs.set(name, j);
    }
    return j;
  }

  /** Records that a background job started a run. */
  jobRan(name: string, at = Date.now()): void {
    const j = this.#job(name);
    j.runs++;
    j.lastRunAt = at;
  }

  /** Records that a background job's run failed. */
  jobFailed(name: string, at = Date.now()): void {
    const j = this.#job(name);
    j.failures++;
    j.lastFailureAt = at;
  }

  /** Runs a background job's work, recording the run and whether it failed; the error is passed on. */
  async track<T>(name: string, work: () => Promise<T>): Promise<T> {
    this.jobRan(name);
    try {
      return await work();
    } catch (err) {
      this.jobFailed(name);
      throw err;
    }
  }
}
