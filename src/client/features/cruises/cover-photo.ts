/**
 * A chosen cover photo, prepared in the browser as SPEC.md section 5 says: the longest side at
 * most `maxDimension` px, re-encoded as JPEG at quality 0.8, as a data URL for the request body.
 * The server checks and re-encodes it again; this keeps uploads small on a ship's connection.
 */
export async function downscaleImage(file: File, maxDimension = 800, quality = 0.8): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error('Please select a valid image file.');
  if (file.size > 5 * 1024 * 1024) throw new Error('File size must be less than 5MB.');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error('Please select a valid image file.');
  }
  const scale = Math.min(1, maxDimension / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Please select a valid image file.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', quality);
}
