/** Browser-side image work for uploads: decoding a chosen file, and cutting the framed square. */

/** The longest side a cropped avatar is sent at: the server keeps 512 px at most in its variants. */
export const CROP_MAX_SIDE = 1024;

export interface LoadedImage {
  element: HTMLImageElement;
  /** An object URL of the file: revoke it when done. */
  url: string;
  width: number;
  height: number;
}

/** Decodes a file as an image; rejects when the browser cannot read it (a broken or fake file). */
export async function loadImage(file: Blob): Promise<LoadedImage> {
  const url = URL.createObjectURL(file);
  const element = new Image();
  element.src = url;
  try {
    await element.decode();
    if (!element.naturalWidth || !element.naturalHeight) throw new Error('empty image');
    return { element, url, width: element.naturalWidth, height: element.naturalHeight };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), type, quality),
  );
}

/**
 * Draws the framed square into a canvas of at most CROP_MAX_SIDE pixels and encodes it in the
 * file's own type. A PNG photo can come out larger than the maximum; then it goes as a JPEG when
 * that is allowed. The server re-encodes it anyway (and strips anything the canvas kept).
 */
export async function cropSquare(
  image: LoadedImage,
  square: { x: number; y: number; side: number },
  type: string,
  options: { maxBytes: number; accept: readonly string[] },
): Promise<{ blob: Blob; type: string }> {
  const side = Math.min(square.side, CROP_MAX_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.element, square.x, square.y, square.side, square.side, 0, 0, side, side);
  const blob = await toBlob(canvas, type, 0.92);
  if (blob.size <= options.maxBytes || type === 'image/jpeg' || !options.accept.includes('image/jpeg'))
    return { blob, type };
  return { blob: await toBlob(canvas, 'image/jpeg', 0.9), type: 'image/jpeg' };
}

/** "photo.png" sent as a JPEG becomes "photo.jpg". */
export function renameForType(name: string, type: string): string {
  const extension =
    type === 'image/jpeg' ? 'jpg' : type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : '';
  if (!extension) return name;
  return /\.[a-z0-9]+$/i.test(name) ? name.replace(/\.[a-z0-9]+$/i, `.${extension}`) : `${name}.${extension}`;
}
