// The SMTP side of the customers' emails: one nodemailer transport per server, made on first use (nodemailer is
// loaded only when SMTP_URL is set), and the rule for which refusals are worth another try.
import type { Transporter } from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The outbox row's id: a copy sent again after a crash carries the same Message-ID, so mail clients fold them. */
  messageId: string;
}

export interface Mailer {
  /** Answers the server's reply code; throws a MailSendError when the mail was not accepted. */
  send(mail: OutgoingMail): Promise<{ code: number | null }>;
  close(): void;
}

/** A mail the SMTP server did not take: `permanent` for a 5xx reply, otherwise worth another try later. */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** What a failed send tells the log: the server's reply code and words, or the connection's error code. */
export function mailSendError(err: unknown): MailSendError {
  if (err instanceof MailSendError) return err;
  const e = err as { responseCode?: unknown; response?: unknown; code?: unknown; message?: unknown };
  const code = typeof e.responseCode === "number" ? e.responseCode : null;
  if (code !== null) {
    const words = typeof e.response === "string" ? e.response.slice(0, 300) : `answered ${code}`;
    // 4xx: "try again later" (greylisting, a full mailbox, a busy server); 5xx: the address or the mail is refused.
    return new MailSendError(`the mail server answered: ${words}`, code, code >= 500);
  }
  const errCode = typeof e.code === "string" && /^[A-Z0-9_]{2,64}$/.test(e.code) ? e.code : null;
  return new MailSendError(
    errCode ? `could not reach the mail server (${errCode})` : String(e.message ?? err),
    null,
    false,
  );
}

export interface SmtpSettings {
  smtpUrl: string;
  from: string;
  /** Each of connecting, the greeting and every reply must come within this. */
  timeoutMs: number;
}

/** A mailer over SMTP_URL (smtp:// with STARTTLS when offered, or smtps://). */
export function smtpMailer(s: SmtpSettings): Mailer {
  let transport: Promise<Transporter> | undefined;
  const open = () => {
    transport ??= import("nodemailer").then((nodemailer) =>
      nodemailer.createTransport({
        url: s.smtpUrl,
        connectionTimeout: s.timeoutMs,
        greetingTimeout: s.timeoutMs,
        socketTimeout: s.timeoutMs,
      }),
    );
    return transport;
  };
  return {
    async send(mail) {
      try {
        const t = await open();
        const info = (await t.sendMail({
          from: s.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
        })) as { response?: unknown };
        const code = typeof info.response === "string" ? Number.parseInt(info.response, 10) : Number.NaN;
        return { code: Number.isFinite(code) ? code : null };
      } catch (err) {
        throw mailSendError(err);
      }
    },
    close() {
      void transport?.then((t) => t.close()).catch(() => undefined);
    },
  };
}
