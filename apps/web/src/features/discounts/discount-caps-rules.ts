import {
  DISCOUNT_MESSAGES,
  type DiscountSettings,
  type DiscountSettingsInput,
  discountSettingsSchema,
} from '@pelote/shared';
import * as z from 'zod';
import { parsePercent, percentText } from '@/lib/percent-input';

/**
 * Paramètres › Remises as typed: the gérants' cap and each user's own, percentages as text
 * ('10', '12,5'), checked by the route's own schema (`discountSettingsSchema`), each issue put back
 * on the field it concerns.
 */

export type UserCapDraft = { utilisateur: number; username: string; plafond: string };
export type DiscountCapsValues = { plafond_gerant: string; plafonds: UserCapDraft[] };

export function capsDraft(settings: DiscountSettings): DiscountCapsValues {
  return {
    plafond_gerant: percentText(settings.plafond_gerant),
    plafonds: settings.plafonds_utilisateurs.map((cap) => ({
      utilisateur: cap.utilisateur,
      username: cap.username,
      plafond: percentText(cap.plafond),
    })),
  };
}

/** The form's resolver schema: its output the body of PUT /Parametres/remises. */
export const discountCapsFormSchema = z
  .custom<DiscountCapsValues>()
  .transform((values, ctx): DiscountSettingsInput => {
    const body: DiscountSettingsInput = {
      plafond_gerant: parsePercent(values.plafond_gerant),
      plafonds_utilisateurs: values.plafonds.map((cap) => ({
        utilisateur: cap.utilisateur,
        plafond: parsePercent(cap.plafond),
      })),
    };
    const checked = discountSettingsSchema.safeParse(body);
    for (const issue of checked.error?.issues ?? []) {
      const [field, index] = issue.path;
      const path =
        field === 'plafonds_utilisateurs' && typeof index === 'number'
          ? ['plafonds', index, 'plafond']
          : ['plafond_gerant'];
      // NaN is refused as a type: the cap's own words say what is wrong.
      ctx.addIssue({ code: 'custom', path, message: DISCOUNT_MESSAGES.capInvalid });
    }
    return body;
  });
