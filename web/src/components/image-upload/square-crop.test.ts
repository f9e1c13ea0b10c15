import { describe, expect, it } from 'vitest';
import { centredCrop, clampCrop, MAX_ZOOM, sourceSquare, zoomCrop } from './square-crop';

const LANDSCAPE = { width: 1200, height: 800 };
const VIEW = 200;

describe('square framing', () => {
  it('starts centred with the shorter side across the frame, like the server’s own crop', () => {
    const crop = centredCrop(LANDSCAPE, VIEW);
    expect(crop).toEqual({ zoom: 1, x: -50, y: 0 });
    expect(sourceSquare(LANDSCAPE, VIEW, crop)).toEqual({ x: 200, y: 0, side: 800 });
  });

  it('never leaves a gap in the frame when moved past an edge', () => {
    expect(clampCrop(LANDSCAPE, VIEW, { zoom: 1, x: 40, y: 30 })).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(clampCrop(LANDSCAPE, VIEW, { zoom: 1, x: -500, y: -500 })).toEqual({ zoom: 1, x: -100, y: 0 });
    expect(sourceSquare(LANDSCAPE, VIEW, { zoom: 1, x: -100, y: 0 })).toEqual({ x: 400, y: 0, side: 800 });
  });

  it('zooms about the frame’s centre, between 1 and the maximum', () => {
    const zoomed = zoomCrop(LANDSCAPE, VIEW, centredCrop(LANDSCAPE, VIEW), 2);
    // The centre of the image stays at the centre of the frame; half the side is framed.
    expect(sourceSquare(LANDSCAPE, VIEW, zoomed)).toEqual({ x: 400, y: 200, side: 400 });
    expect(zoomCrop(LANDSCAPE, VIEW, zoomed, 99).zoom).toBe(MAX_ZOOM);
    expect(zoomCrop(LANDSCAPE, VIEW, zoomed, 0.2)).toEqual(centredCrop(LANDSCAPE, VIEW));
  });

  it('frames the corner the user moved to', () => {
    const portrait = { width: 600, height: 900 };
    const top = clampCrop(portrait, VIEW, { zoom: 1.5, x: 0, y: 0 });
    expect(sourceSquare(portrait, VIEW, top)).toEqual({ x: 0, y: 0, side: 400 });
  });
});
