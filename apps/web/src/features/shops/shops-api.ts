import { type ShopPayload, type UploadedPhoto, uploadedPhotoSchema } from '@pelote/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';

export {
  getShops,
  type ShopListItem,
  shopKeys,
  shopListItemSchema,
  shopsQueryOptions,
  useShops,
} from '@/lib/shops-query';

import { shopKeys, shopListItemSchema } from '@/lib/shops-query';

/** POST /Magasins/magasin-create, or PUT /Magasins/magasin-update/{id} when there is an id. */
export async function saveShop(id: number | null, payload: ShopPayload) {
  const result =
    id === null
      ? await apiClient.post('/Magasins/magasin-create', payload)
      : await apiClient.put(`/Magasins/magasin-update/${id}`, payload);
  return unwrap(parseResult(result, shopListItemSchema));
}

/** DELETE /Magasins/magasin-delete/{id}: refused (409) while stock, sales or users use the shop. */
export async function deleteShop(id: number) {
  return unwrap(await apiClient.delete<{ detail: string }>(`/Magasins/magasin-delete/${id}`));
}

/**
 * POST /Magasins/upload-photo (multipart fields `magasin_id` and `photo`): the shop's new photo,
 * kept by the server in its database, and its `{ url, alt }`.
 */
export async function uploadShopPhoto({
  shopId,
  file,
}: {
  shopId: number;
  file: File;
}): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append('magasin_id', String(shopId));
  body.append('photo', file, file.name);
  return unwrap(parseResult(await apiClient.post('/Magasins/upload-photo', body), uploadedPhotoSchema));
}

export function useSaveShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: ShopPayload }) => saveShop(id, payload),
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadShopPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
