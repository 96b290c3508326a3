// A real SMTP server in the test's process (smtp-server), whose mails are read back with mailparser as a mail client
// would read them; used by the delivery emails' and find-my-order's tests.
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** An SMTP server on a free port that keeps every mail it accepts; `refuse(n)` answers the n-th try with a 451. */
export async function smtpInbox(refuse: (n: number) => boolean = () => false) {
  const got: ParsedMail[] = [];
  let tries = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, done) {
      tries++;
      const n = tries;
      simpleParser(stream).then(
        (mail) => {
          if (refuse(n))
            return done(Object.assign(new Error("Greylisted, try again later"), { responseCode: 451 }));
          got.push(mail);
          done();
        },
        (err: Error) => done(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    got,
    tries: () => tries,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits (polling every few ms, at most 10 s) until `check` holds. */
export async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
