import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/** Sends through SMTP_URL when set; otherwise writes the message (and its link) to the log. */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      send: async (message) => {
        options.log.info({ mail: message }, `E-mail non envoyé (SMTP_URL absent) pour ${message.to}`);
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
