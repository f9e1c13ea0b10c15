/**
 * The square framing of an image before upload (avatars): the image fills a square viewport at
 * zoom 1 (its shorter side across), can be zoomed in up to MAX_ZOOM and moved, and never leaves a
 * gap in the frame. Pure geometry, in viewport pixels; `sourceSquare` says which part of the
 * image the frame shows, in the image's own pixels.
 */
export const MAX_ZOOM = 4;

export interface CropState {
  /** 1: the shorter side fills the frame. */
  zoom: number;
  /** Where the image's top-left corner sits in the frame (≤ 0). */
  x: number;
  y: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** Viewport pixels per image pixel. */
export function scaleOf(image: ImageSize, viewport: number, zoom: number): number {
  return (viewport / Math.min(image.width, image.height)) * zoom;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the frame covered: the image cannot be moved past its edges. */
export function clampCrop(image: ImageSize, viewport: number, crop: CropState): CropState {
  const zoom = clamp(crop.zoom, 1, MAX_ZOOM);
  const scale = scaleOf(image, viewport, zoom);
  return {
    zoom,
    x: clamp(crop.x, viewport - image.width * scale, 0),
    y: clamp(crop.y, viewport - image.height * scale, 0),
  };
}

/** The starting frame: zoom 1, centred (what the server would crop on its own). */
export function centredCrop(image: ImageSize, viewport: number): CropState {
  const scale = scaleOf(image, viewport, 1);
  return { zoom: 1, x: (viewport - image.width * scale) / 2, y: (viewport - image.height * scale) / 2 };
}

/** A new zoom that keeps the point under the frame's centre where it is. */
export function zoomCrop(image: ImageSize, viewport: number, crop: CropState, zoom: number): CropState {
  const before = scaleOf(image, viewport, crop.zoom);
  const next = clamp(zoom, 1, MAX_ZOOM);
  const after = scaleOf(image, viewport, next);
  const centre = viewport / 2;
  const imageX = (centre - crop.x) / before;
  const imageY = (centre - crop.y) / before;
  return clampCrop(image, viewport, { zoom: next, x: centre - imageX * after, y: centre - imageY * after });
}

/** The framed square in image pixels, rounded inside the image. */
export function sourceSquare(
  image: ImageSize,
  viewport: number,
  crop: CropState,
): { x: number; y: number; side: number } {
  const scale = scaleOf(image, viewport, crop.zoom);
  const side = Math.min(Math.round(viewport / scale), image.width, image.height);
  return {
    x: clamp(Math.round(-crop.x / scale), 0, image.width - side),
    y: clamp(Math.round(-crop.y / scale), 0, image.height - side),
    side,
  };
}
