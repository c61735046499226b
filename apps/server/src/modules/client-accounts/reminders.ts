import { ACCOUNT_MESSAGES, formatMoney, normalizePhone, type Reminder } from '@pelote/shared';
import { badRequest } from '../../lib/errors.ts';

/**
 * A reminder is a prefilled message the manager sends from their own phone (no paid gateway):
 * a WhatsApp link (https://wa.me/<digits>?text=…) and an SMS link, the phone normalised to +225
 * when it has no country code.
 */
export function reminderFor(
  client: { prenom: string; nom: string; contact: string },
  account: { solde_du: number; en_retard: number; plus_ancienne_echeance: string | null },
): Reminder {
  const phone = normalizePhone(client.contact);
  if (phone === null) throw badRequest(ACCOUNT_MESSAGES.noPhone);
  const due = account.plus_ancienne_echeance
    ? account.plus_ancienne_echeance.split('-').reverse().join('/')
    : null;
  const late =
    account.en_retard > 0
      ? ` dont ${formatMoney(account.en_retard)} échus${due ? ` depuis le ${due}` : ''}`
      : due
        ? ` (prochaine échéance le ${due})`
        : '';
  const texte =
    `Bonjour ${`${client.prenom} ${client.nom}`.trim()}, sauf erreur de notre part, il reste ` +
    `${formatMoney(account.solde_du)} à régler sur votre compte client${late}. ` +
    'Vous pouvez payer en boutique, en espèces ou par mobile money. Merci de votre confiance !';
  return messageLinks(phone, texte);
}

/** A message ready to send from the manager's phone: its WhatsApp and SMS links to `phone` (+225…). */
function messageLinks(phone: string, texte: string): Reminder {
  const text = encodeURIComponent(texte);
  return {
    texte,
    whatsapp_url: `https://wa.me/${phone.slice(1)}?text=${text}`,
    sms_url: `sms:${phone}?body=${text}`,
  };
}

/** Any reminder to a client's phone (a layaway's too): 400 when the phone is not usable. */
export function reminderTo(contact: string, texte: string): Reminder {
  const phone = normalizePhone(contact);
  if (phone === null) throw badRequest(ACCOUNT_MESSAGES.noPhone);
  return messageLinks(phone, texte);
}
