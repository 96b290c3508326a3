// The outbox's sender: claims the deliveries whose time has come, posts each (signed for endpoints), and records
// the answer; a failed try is tried again later (rules.ts: 5 tries over about an hour). A claim lasts twice as long
// as a request may, plus a second, so a row a killed process had claimed is taken again by the next sender.
import { createHmac } from "node:crypto";
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  isRetryableStatus,
  MAX_ATTEMPTS,
  nextAttemptDelay,
  SIGNATURE_HEADER,
  signedPayload,
  TIMESTAMP_HEADER,
} from "@boostdash/api-client/notifications/rules";
import { type Mailer, mailSendError } from "../mail/mailer.ts";
import type { NotificationRepository, OutboxRow } from "./notificationRepository.ts";
import { outboxWritten } from "./notifier.ts";
import { RefusedError, type SafeRequestOptions, type SafeResponse, safePost } from "./safeRequest.ts";

/** An email's claim lasts this many timeouts: its send may wait one timeout at each step of the exchange. */
export const MAIL_CLAIM_TIMEOUTS = 8;

export interface SenderOptions extends SafeRequestOptions {
  repo: NotificationRepository;
  /** Multiplies the retry delays (tests); 1 in production. */
  retryScale: number;
  /** How often to look for work another process wrote (this process's writes wake it at once). */
  pollMs: number;
  onError?: (err: unknown) => void;
  now?: () => number;
  /** Sends the customers' emails (features/mail); without one, an email row is given up ("mail is off"). */
  mailer?: Mailer;
}

/** `sha256=<hex>`: HMAC-SHA256 with the seller's secret over `<timestamp>.<body>`. */
export function signature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(signedPayload(timestamp, body)).digest("hex")}`;
}

export class OutboxSender {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;
  #again = false;
  #stopped = true;
  readonly #wake = () => this.kick();

  constructor(private readonly opts: SenderOptions) {}

  private now(): number {
    return this.opts.now?.() ?? Date.now();
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    outboxWritten.on("written", this.#wake);
    this.kick();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    outboxWritten.off("written", this.#wake);
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  /** Sends what is due now (and again if more was written meanwhile), then sleeps until the next due try. */
  kick(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#running = this.runDue()
      .catch((err) => {
        this.opts.onError?.(err);
        return 0;
      })
      .finally(async () => {
        this.#running = undefined;
        if (this.#stopped) return;
        if (this.#again) {
          this.#again = false;
          return this.kick();
        }
        const next = await this.opts.repo.nextDue().catch(() => null);
        const wait =
          next === null ? this.opts.pollMs : Math.max(5, Math.min(this.opts.pollMs, next - this.now()));
        this.#timer = setTimeout(() => this.kick(), wait);
        this.#timer.unref();
      });
  }

  /** One pass: every due delivery tried once. Answers how many were tried. */
  async runDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const now = this.now();
      const rows = await this.opts.repo.due(now);
      if (rows.length === 0) return tried;
      const claimed: OutboxRow[] = [];
      for (const r of rows) {
        // An SMTP exchange is several timed steps (connect, greeting, then each command), a webhook one request.
        const hold = (r.target === "email" ? MAIL_CLAIM_TIMEOUTS : 2) * this.opts.timeoutMs + 1000;
        if (await this.opts.repo.claim(r.id, now, now + hold)) claimed.push(r);
      }
      if (claimed.length === 0) return tried;
      await Promise.all(claimed.map((r) => this.sendOne(r)));
      tried += claimed.length;
    }
  }

  private async sendOne(row: OutboxRow): Promise<void> {
    if (row.target === "email") return this.sendMail(row);
    const attempts = row.attempts + 1;
    let response: SafeResponse | undefined;
    let error: string | null = null;
    let retry = false;
    try {
      response = await safePost(row.url, row.body, await this.headersFor(row), this.opts);
      if (response.status >= 200 && response.status < 300) {
        await this.opts.repo.record(
          row.id,
          { status: "sent", attempts, lastStatus: response.status, lastError: null, nextAttemptAt: null },
          this.now(),
        );
        return;
      }
      retry = isRetryableStatus(response.status);
      error =
        response.status >= 300 && response.status < 400
          ? `redirected (${response.status}); redirects are not followed`
          : `answered ${response.status}`;
    } catch (err) {
      // A refused address stays refused; a network error or a timeout may pass.
      retry = !(err instanceof RefusedError);
      error = deliveryError(err);
    }
    const delay = retry ? nextAttemptDelay(attempts, this.opts.retryScale) : null;
    await this.opts.repo.record(
      row.id,
      {
        status: delay === null ? "failed" : "pending",
        attempts,
        lastStatus: response?.status ?? null,
        lastError: attempts >= MAX_ATTEMPTS && retry ? `${error}; gave up after ${attempts} tries` : error,
        nextAttemptAt: delay === null ? null : this.now() + delay,
      },
      this.now(),
    );
  }

  /**
   * A customer's email: sent over SMTP; a 4xx reply or a connection that failed is tried again on the webhooks'
   * schedule, a 5xx reply is final. Once sent or given up, the row keeps no copy of the mail (it may hold a
   * find-my-order link), only its outcome.
   */
  private async sendMail(row: OutboxRow): Promise<void> {
    const attempts = row.attempts + 1;
    let error: string;
    let code: number | null = null;
    let retry: boolean;
    if (!this.opts.mailer) {
      error = "mail is off on this server (SMTP_URL is not set)";
      retry = false;
    } else {
      try {
        const mail = JSON.parse(row.body) as { subject: string; text: string; html: string };
        const sent = await this.opts.mailer.send({
          to: row.url,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<${row.id}@boostdash.mail>`,
        });
        await this.opts.repo.record(
          row.id,
          { status: "sent", attempts, lastStatus: sent.code, lastError: null, nextAttemptAt: null, body: "" },
          this.now(),
        );
        return;
      } catch (err) {
        const e = mailSendError(err);
        error = e.message;
        code = e.code;
        retry = !e.permanent;
      }
    }
    const delay = retry ? nextAttemptDelay(attempts, this.opts.retryScale) : null;
    await this.opts.repo.record(
      row.id,
      {
        status: delay === null ? "failed" : "pending",
        attempts,
        lastStatus: code,
        lastError: attempts >= MAX_ATTEMPTS && retry ? `${error}; gave up after ${attempts} tries` : error,
        nextAttemptAt: delay === null ? null : this.now() + delay,
        ...(delay === null ? { body: "" } : {}),
      },
      this.now(),
    );
  }

  private async headersFor(row: OutboxRow): Promise<Record<string, string>> {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (row.target !== "endpoint") return headers;
    const { secret } = await this.opts.repo.settings(row.sellerId);
    const timestamp = Math.floor(this.now() / 1000);
    headers[TIMESTAMP_HEADER] = String(timestamp);
    headers[EVENT_HEADER] = row.event;
    headers[DELIVERY_HEADER] = row.id;
    if (secret) headers[SIGNATURE_HEADER] = signature(secret, timestamp, row.body);
    return headers;
  }
}

/**
 * The error a seller reads in the delivery log: a refusal's safe words, a network error's code. A network error's
 * message names the address the host resolved to ("connect ENETUNREACH 10.0.0.7:443"), which the seller must not
 * learn from this server (docs/decisions.md#security-third-round).
 */
export function deliveryError(err: unknown): string {
  if (err instanceof RefusedError) return `refused: ${err.message}`;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string" && /^[A-Z0-9_]{2,64}$/.test(code)) return `could not connect (${code})`;
  return (err as Error).message || String(err);
}
