import { type ShopPayload, type UploadedPhoto, uploadedPhotoSchema } from '@pelote/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient, keyHasServed, parseResult, unwrap } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

export {
  getShops,
  type ShopListItem,
  shopKeys,
  shopListItemSchema,
  shopsQueryOptions,
  useShops,
} from '@/lib/shops-query';

import { shopKeys, shopListItemSchema } from '@/lib/shops-query';

/**
 * POST /Magasins/magasin-create (with the dialog's Idempotency-Key: a create retried after a lost
 * answer makes one shop), or PUT /Magasins/magasin-update/{id} when there is an id.
 */
export async function saveShop(id: number | null, payload: ShopPayload, key: string) {
  const result =
    id === null
      ? await apiClient.post('/Magasins/magasin-create', payload, { headers: { 'Idempotency-Key': key } })
      : await apiClient.put(`/Magasins/magasin-update/${id}`, payload);
  return parseResult(result, shopListItemSchema);
}

/** DELETE /Magasins/magasin-delete/{id}: refused (409) while stock, sales or users use the shop. */
export async function deleteShop(id: number) {
  return unwrap(await apiClient.delete<{ detail: string }>(`/Magasins/magasin-delete/${id}`));
}

/**
 * POST /Magasins/upload-photo (multipart field `photo`): the server keeps the photo by its content
 * and answers its `{ url, alt }`, which the shop's create or edit then names. Sending the same
 * photo again answers the same address.
 */
export async function uploadShopPhoto(file: File): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append('photo', file, file.name);
  return unwrap(parseResult(await apiClient.post('/Magasins/upload-photo', body), uploadedPhotoSchema));
}

/**
 * Saves the shop of one opened dialog: its Idempotency-Key stays while the server could not be
 * reached (the first attempt may have gone through), and changes once the server has answered.
 */
export function useSaveShop() {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: async ({ id, payload }: { id: number | null; payload: ShopPayload }) => {
      const result = await saveShop(id, payload, key);
      if (keyHasServed(result)) setKey(newIdempotencyKey());
      return unwrap(result);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}

/** Reloads the list whether the delete worked or not. */
export function useDeleteShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShop,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}

export function useUploadShopPhoto() {
  return useMutation({ mutationFn: uploadShopPhoto });
}
