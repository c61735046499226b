import { RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH } from '@pelote/shared';
import type { MailMessage } from '../../lib/mailer.ts';

/** The e-mails of the account flows, in French, each carrying a single-use link. */

type Recipient = { email: string; firstName: string };

const link = (publicUrl: string, path: string, token: string) =>
  `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

export function passwordResetMail(options: { to: Recipient; publicUrl: string; token: string }): MailMessage {
  return {
    to: options.to.email,
    subject: 'Pelote — réinitialisation de votre mot de passe',
    text: [
      `Bonjour ${options.to.firstName},`,
      '',
      'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, une seule fois) :',
      link(options.publicUrl, RESET_PASSWORD_PATH, options.token),
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      '',
      'Pelote',
    ].join('\n'),
  };
}

export function emailVerificationMail(options: {
  to: Recipient;
  publicUrl: string;
  token: string;
}): MailMessage {
  return {
    to: options.to.email,
    subject: 'Pelote — vérifiez votre adresse email',
    text: [
      `Bonjour ${options.to.firstName},`,
      '',
      'Pour vérifier votre adresse email, ouvrez ce lien (valable 24 heures, une seule fois) :',
      link(options.publicUrl, VERIFY_EMAIL_PATH, options.token),
      '',
      'Pelote',
    ].join('\n'),
  };
}
