import { RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH } from '@pelote/shared';
import type { MailMessage } from '../../lib/mailer.ts';

/** The e-mails of the account flows, in French, each carrying a single-use link. */

type Recipient = { email: string; firstName: string };
type LinkMailOptions = { to: Recipient; publicUrl: string; token: string };

const link = (publicUrl: string, path: string, token: string) =>
  `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

/** A mail of one link: the greeting, what the link is for, the link, any after-word, the signature. */
function linkMail(
  options: LinkMailOptions,
  mail: { subject: string; intro: string; path: string; after: readonly string[] },
): MailMessage {
  return {
    to: options.to.email,
    subject: mail.subject,
    text: [
      `Bonjour ${options.to.firstName},`,
      '',
      mail.intro,
      link(options.publicUrl, mail.path, options.token),
      '',
      ...mail.after,
      'Pelote',
    ].join('\n'),
  };
}

export function passwordResetMail(options: LinkMailOptions): MailMessage {
  return linkMail(options, {
    subject: 'Pelote — réinitialisation de votre mot de passe',
    intro: 'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, une seule fois) :',
    path: RESET_PASSWORD_PATH,
    after: [
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      '',
    ],
  });
}

export function emailVerificationMail(options: LinkMailOptions): MailMessage {
  return linkMail(options, {
    subject: 'Pelote — vérifiez votre adresse email',
    intro: 'Pour vérifier votre adresse email, ouvrez ce lien (valable 24 heures, une seule fois) :',
    path: VERIFY_EMAIL_PATH,
    after: [],
  });
}
