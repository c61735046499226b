import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { sniffImage, uploadedFile } from '../../lib/uploads.ts';
import { PHOTO_EXTENSIONS } from './shop-photos.ts';

/** The image of an upload, judged by its bytes: shop photos and the till's receipt photos alike. */

/** An uploaded image, read whole before the transaction opens. */
export type UploadedImage = { bytes: Buffer; type: string; ext: string; filename: string };

/**
 * The image of an upload's multipart field `field`: 400 (`noFile`) without one, 413 (`tooLarge`)
 * past the plugin's size limit, 415 (`wrongType`) when its bytes are no JPEG, PNG or WebP.
 */
export async function uploadedImage(
  request: FastifyRequest,
  field: string,
  messages: { noFile: string; tooLarge: string; wrongType: string },
): Promise<UploadedImage> {
  const file = await uploadedFile(request, field, messages);
  const image = sniffImage(file.bytes);
  if (!image || !PHOTO_EXTENSIONS[image.type]) throw new AppError('unsupported_type', messages.wrongType);
  return { bytes: file.bytes, type: image.type, ext: image.ext, filename: file.filename };
}
