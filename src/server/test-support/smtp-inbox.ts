import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives, for mail tests. */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves with the first mail to `address` (waiting for it to arrive). */
    async mailTo(address: string, ms = 5000): Promise<ReceivedMail> {
      const started = Date.now();
      for (;;) {
        const mail = received.find((m) => m.to.includes(address));
        if (mail) return mail;
        if (Date.now() - started > ms) throw new Error(`no mail to ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The raw mail with quoted-printable soft line breaks and `=3D` undone, to search in. */
export function mailText(mail: ReceivedMail): string {
  return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** The reset token in a reset-link email. */
export function resetTokenFrom(mail: ReceivedMail): string {
  const text = mailText(mail);
  const match = text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error('no reset link in the mail');
  return match[1]!;
}
