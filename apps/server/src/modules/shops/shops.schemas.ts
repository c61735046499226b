import { z } from 'zod';

export const shopSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  nom: z.string(),
  quartier: z.string(),
  /** The screens label the quartier as the shop's "ville". */
  ville: z.string(),
  is_active: z.boolean(),
  photo: z.object({ url: z.string(), alt: z.string() }).nullable(),
  adresse: z.string(),
  code_postal: z.string(),
  telephone: z.string(),
  email: z.string(),
});
export type ShopDto = z.infer<typeof shopSchema>;
