import { outputSize, toNaturalPixels, type PercentRect } from './crop-geometry';
import { CROP_OUTPUT_QUALITY, CROP_OUTPUT_TYPE, blobFileName } from './image-file';

/**
 * Cuts `crop` out of a loaded image on a canvas and encodes it as JPEG at quality 0.9
 * (docs/product.md#states "Image flow"). Transparent areas become white, as JPEG has no alpha.
 */
export async function cropImageToFile(image: HTMLImageElement, crop: PercentRect): Promise<File> {
  const source = toNaturalPixels(crop, image.naturalWidth, image.naturalHeight);
  const size = outputSize(source);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, CROP_OUTPUT_TYPE, CROP_OUTPUT_QUALITY),
  );
  if (!blob) throw new Error('The image could not be encoded');
  return new File([blob], blobFileName(blob.type), { type: blob.type || CROP_OUTPUT_TYPE });
}
