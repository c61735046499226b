import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/** Where mails go without SMTP_URL: DATA_DIR/mails. */
export function mailDir(dataDir: string): string {
  return path.join(dataDir, 'mails');
}

/**
 * Writes a mail to its own file, readable by the server's account only (0600, in a 0700 folder):
 * a mail may hold a working password-reset link, which must never reach the log.
 */
export function writeMailFile(dataDir: string, message: MailMessage, now = new Date()): string {
  const dir = mailDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`);
  const content = [
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    `Date: ${now.toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    message.text,
    '',
  ].join('\n');
  fs.writeFileSync(file, content, { mode: 0o600, flag: 'wx' });
  return file;
}

/**
 * Sends through SMTP_URL when set; otherwise writes each mail to a file under DATA_DIR/mails and
 * logs only that it did, and where (never the address, nor the link).
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      send: async (message) => {
        const file = writeMailFile(options.dataDir, message);
        options.log.info({ file }, `E-mail non envoyé (SMTP_URL absent) : écrit dans ${file}`);
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
