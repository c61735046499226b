/**
 * A photo over `maxBytes` (a phone's camera gives 3 to 6 MB) drawn again as a JPEG whose longest
 * side is at most `maxSide` pixels: a receipt stays readable at a tenth of the weight, and fits the
 * server's limit. The file itself when it is small enough, when the browser cannot draw it, or when
 * the smaller one would not be smaller.
 */
export async function shrinkPhoto(file: File, maxBytes: number, maxSide = 1600): Promise<File> {
  if (file.size <= maxBytes || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
