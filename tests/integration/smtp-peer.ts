import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";

/**
 * A real SMTP server on loopback for the mail tests: keeps what arrives,
 * parsed by mailparser, and can refuse the next deliveries with a temporary
 * error (451) to exercise retries, or a final one (550).
 */
export interface SmtpPeer {
  url: string;
  received: ParsedMail[];
  refuseNext(count: number, code?: 451 | 550): void;
  /** Resolves once `count` messages have arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** `port`: a fixed port (a test that starts the peer late, as SMTP coming back); 0 picks a free one. */
export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  let refusalCode = 451;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (refusals > 0) {
            refusals--;
            const error = new Error(refusalCode === 451 ? "Try again later" : "No such mailbox") as Error & { responseCode: number };
            error.responseCode = refusalCode;
            return callback(error);
          }
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refuseNext: (count, code = 451) => {
      refusals = count;
      refusalCode = code;
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`Only ${received.length} of ${count} messages arrived`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
