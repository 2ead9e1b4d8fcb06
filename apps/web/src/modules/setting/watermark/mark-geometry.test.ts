import { describe, expect, it } from 'vitest';
import { WATERMARK_POSITIONS } from '@shop/shared/constants';
import { emsOf, imageMark, place, textMark } from './mark-geometry.ts';

describe('watermark preview geometry (as the server draws it)', () => {
  it('places a mark in each of the nine positions', () => {
    const at = Object.fromEntries(WATERMARK_POSITIONS.map((p) => [p, place(100, 50, p, 400, 300)]));
    expect([at.northwest!.x, at.northwest!.y]).toEqual([0, 0]);
    expect([at.north!.x, at.north!.y]).toEqual([150, 0]);
    expect([at.northeast!.x, at.northeast!.y]).toEqual([300, 0]);
    expect([at.west!.x, at.west!.y]).toEqual([0, 125]);
    expect([at.centre!.x, at.centre!.y]).toEqual([150, 125]);
    expect([at.east!.x, at.east!.y]).toEqual([300, 125]);
    expect([at.southwest!.x, at.southwest!.y]).toEqual([0, 250]);
    expect([at.south!.x, at.south!.y]).toEqual([150, 250]);
    expect([at.southeast!.x, at.southeast!.y]).toEqual([300, 250]);
  });

  it('sizes text by the scale, wide characters counting one em', () => {
    expect(emsOf('SHOP')).toBeCloseTo(2.48);
    expect(emsOf('水印')).toBe(2);
    const mark = textMark('SHOP', 40, 'southeast', 400, 300);
    expect(mark.fontSize).toBe(64);
    expect(mark.box).toEqual({ x: 400 - 185, y: 300 - 90, width: 185, height: 90 });
    // never larger than the picture
    const huge = textMark('W', 80, 'centre', 400, 60);
    expect(huge.fontSize).toBe(40);
    expect(huge.box.height).toBeLessThanOrEqual(60);
  });

  it('scales an image to the target width, keeping its shape and staying inside the picture', () => {
    expect(imageMark(200, 100, 25, 'northwest', 400, 300)).toEqual({ x: 0, y: 0, width: 100, height: 50 });
    // a tall mark is limited by the picture's height
    expect(imageMark(100, 1000, 80, 'south', 400, 300)).toEqual({ x: 185, y: 0, width: 30, height: 300 });
  });
});
