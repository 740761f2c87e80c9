/**
 * Pure crop geometry (docs/product.md#validation "Crop", #limits): the selection starts at 80% of the image, centred,
 * with the aspect ratio kept; it is never narrower than 100 px on screen; the picture sent is
 * cut from the image's own pixels.
 */

/** A crop in percent of the image, as react-image-crop's PercentCrop. */
export type PercentRect = { unit: '%'; x: number; y: number; width: number; height: number };
export type PixelRect = { x: number; y: number; width: number; height: number };

export const CROP_START_FRACTION = 0.8;
export const CROP_MIN_WIDTH_PX = 100;
/** Longest side of the picture sent: large enough for any card, well under the 5 MB upload limit. */
export const CROP_OUTPUT_MAX_SIDE = 2048;

/**
 * The first selection: as large as 80% of the image allows with `aspect` (width / height) kept,
 * centred. A wide image is limited by its height, a tall one by its width.
 */
export function initialCrop(
  imageWidth: number,
  imageHeight: number,
  aspect: number,
  fraction = CROP_START_FRACTION,
): PercentRect {
  let width = imageWidth * fraction;
  let height = width / aspect;
  if (height > imageHeight * fraction) {
    height = imageHeight * fraction;
    width = height * aspect;
  }
  const widthPct = (width / imageWidth) * 100;
  const heightPct = (height / imageHeight) * 100;
  return { unit: '%', x: (100 - widthPct) / 2, y: (100 - heightPct) / 2, width: widthPct, height: heightPct };
}

/** The minimum selection width on screen: 100 px, or the shown image's width when it is narrower. */
export function minCropWidth(displayWidth: number): number {
  return Math.max(1, Math.min(CROP_MIN_WIDTH_PX, Math.floor(displayWidth)));
}

/** A percent crop in the image's natural pixels, rounded and kept inside the image. */
export function toNaturalPixels(crop: PercentRect, naturalWidth: number, naturalHeight: number): PixelRect {
  const x = clamp(Math.round((crop.x / 100) * naturalWidth), 0, naturalWidth - 1);
  const y = clamp(Math.round((crop.y / 100) * naturalHeight), 0, naturalHeight - 1);
  const width = clamp(Math.round((crop.width / 100) * naturalWidth), 1, naturalWidth - x);
  const height = clamp(Math.round((crop.height / 100) * naturalHeight), 1, naturalHeight - y);
  return { x, y, width, height };
}

/** The size of the picture drawn from `source`: the same, scaled down so no side exceeds `maxSide`. */
export function outputSize(
  source: { width: number; height: number },
  maxSide = CROP_OUTPUT_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(source.width, source.height));
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
