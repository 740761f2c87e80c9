import { describe, expect, it } from 'vitest';
import { initialCrop, minCropWidth, outputSize, toNaturalPixels } from './crop-geometry';

const ratio = (crop: { width: number; height: number }, w: number, h: number) =>
  ((crop.width / 100) * w) / ((crop.height / 100) * h);

describe('crop geometry', () => {
  it('starts a 16:9 crop at 80% of a 16:9 image, centred', () => {
    const crop = initialCrop(1600, 900, 16 / 9);
    expect(crop.unit).toBe('%');
    expect(crop.width).toBeCloseTo(80);
    expect(crop.height).toBeCloseTo(80);
    expect(crop.x).toBeCloseTo(10);
    expect(crop.y).toBeCloseTo(10);
  });

  it('keeps the aspect ratio on a square image: 80% wide, centred vertically', () => {
    const crop = initialCrop(1000, 1000, 16 / 9);
    expect(crop.width).toBeCloseTo(80);
    expect(ratio(crop, 1000, 1000)).toBeCloseTo(16 / 9);
    expect(crop.y).toBeCloseTo((100 - crop.height) / 2);
    expect(crop.x).toBeCloseTo(10);
  });

  it('is limited by the height of a very wide image and stays inside it', () => {
    const crop = initialCrop(3000, 500, 16 / 9);
    expect(crop.height).toBeCloseTo(80);
    expect(crop.width).toBeLessThan(80);
    expect(ratio(crop, 3000, 500)).toBeCloseTo(16 / 9);
    expect(crop.x + crop.width).toBeLessThanOrEqual(100);
    expect(crop.x).toBeCloseTo((100 - crop.width) / 2);
  });

  it('makes a square crop for avatars (aspect 1)', () => {
    const crop = initialCrop(1200, 800, 1);
    expect(ratio(crop, 1200, 800)).toBeCloseTo(1);
    expect(crop.height).toBeCloseTo(80);
    expect(crop.x).toBeCloseTo((100 - crop.width) / 2);
  });

  it('asks for a 100 px minimum width, less only when the image is narrower', () => {
    expect(minCropWidth(800)).toBe(100);
    expect(minCropWidth(80.6)).toBe(80);
  });

  it('maps a percent crop onto the natural pixels, inside the image', () => {
    expect(toNaturalPixels({ unit: '%', x: 10, y: 10, width: 80, height: 80 }, 1600, 900)).toEqual({
      x: 160,
      y: 90,
      width: 1280,
      height: 720,
    });
    const edge = toNaturalPixels({ unit: '%', x: 50, y: 50, width: 60, height: 60 }, 100, 100);
    expect(edge.x + edge.width).toBeLessThanOrEqual(100);
    expect(edge.y + edge.height).toBeLessThanOrEqual(100);
  });

  it('scales the output down to at most 2048 px on the longest side', () => {
    expect(outputSize({ width: 1280, height: 720 })).toEqual({ width: 1280, height: 720 });
    expect(outputSize({ width: 4096, height: 2304 })).toEqual({ width: 2048, height: 1152 });
  });
});
