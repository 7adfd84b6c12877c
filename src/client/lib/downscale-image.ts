/** The server's limit on an uploaded image (SPEC.md section 5: 'File size must be less than 5MB.'). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface DownscaleOptions {
  /** The longest side of the result, in px (never enlarged). Default 800: a cruise cover. */
  maxDimension?: number;
  /** JPEG quality, 0 to 1. Default 0.8 (SPEC.md section 9, cruise cover). */
  quality?: number;
  /**
   * The largest file accepted before shrinking (default 5 MB, the cover's rule). The album takes
   * bigger camera files, since what is sent is the shrunken JPEG.
   */
  maxFileBytes?: number;
}

export interface DownscaledImage {
  dataUrl: string;
  width: number;
  height: number;
}

/** The chosen image drawn upright on a canvas no larger than `maxDimension`, flattened on white. */
async function drawDownscaled(file: File, options: DownscaleOptions): Promise<HTMLCanvasElement> {
  const { maxDimension = 800, maxFileBytes = MAX_UPLOAD_BYTES } = options;
  if (!file.type.startsWith('image/')) throw new Error('Please select a valid image file.');
  if (file.size > maxFileBytes) {
    throw new Error(`File size must be less than ${Math.round(maxFileBytes / 1024 / 1024)}MB.`);
  }
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
  if (!context) {
    bitmap.close();
    throw new Error('Please select a valid image file.');
  }
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas;
}

/**
 * A chosen image prepared in the browser: the longest side at most `maxDimension` px, upright,
 * flattened on white and re-encoded as JPEG, as a data URL for the request body. The server checks
 * and re-encodes it again; this keeps uploads small on a ship's connection.
 */
export async function downscaleImageFile(
  file: File,
  options: DownscaleOptions = {},
): Promise<DownscaledImage> {
  const canvas = await drawDownscaled(file, options);
  const quality = options.quality ?? 0.8;
  return { dataUrl: canvas.toDataURL('image/jpeg', quality), width: canvas.width, height: canvas.height };
}

export interface DownscaledBlob {
  blob: Blob;
  width: number;
  height: number;
}

/**
 * The same preparation, as a JPEG Blob: what an album photo waits as in the offline queue
 * (IndexedDB keeps a Blob as it is; the queue turns it into a data URL only when sending).
 */
export async function downscaleImageToBlob(
  file: File,
  options: DownscaleOptions = {},
): Promise<DownscaledBlob> {
  const canvas = await drawDownscaled(file, options);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', options.quality ?? 0.8),
  );
  if (!blob) throw new Error('Please select a valid image file.');
  return { blob, width: canvas.width, height: canvas.height };
}

/** A cruise cover (SPEC.md section 5): at most 800 px, JPEG quality 0.8, files up to 5 MB. */
export async function downscaleImage(file: File, maxDimension = 800, quality = 0.8): Promise<string> {
  return (await downscaleImageFile(file, { maxDimension, quality })).dataUrl;
}
