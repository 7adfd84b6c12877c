import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** False when mail only goes to the log (no SMTP_URL): notices are then not sent at all. */
  isConfigured: boolean;
  send(mail: Mail): Promise<void>;
}

/**
 * Sends mail through SMTP_URL; without it, writes the message to the server log so a
 * self-hosted instance can still hand out reset links.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'publicUrl'>, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) {
    return {
      isConfigured: false,
      async send(mail) {
        log.info(
          { to: mail.to, subject: mail.subject },
          `SMTP_URL is not set; the email would say:\n${mail.text}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  const from = `Cruise Companion <no-reply@${new URL(config.publicUrl).hostname}>`;
  return {
    isConfigured: true,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
