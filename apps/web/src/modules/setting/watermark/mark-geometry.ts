import type { WatermarkPosition } from '@shop/shared/api/watermark';
import { emsOf } from '@shop/shared/text-width';

/**
 * Where and how large the server draws the watermark on a width x height picture
 * (apps/server/src/platform/files/watermark.ts), so that the preview shows the same.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const COLUMN: Record<WatermarkPosition, 0 | 1 | 2> = {
  northwest: 0,
  north: 1,
  northeast: 2,
  west: 0,
  centre: 1,
  east: 2,
  southwest: 0,
  south: 1,
  southeast: 2,
};
const ROW: Record<WatermarkPosition, 0 | 1 | 2> = {
  northwest: 0,
  north: 0,
  northeast: 0,
  west: 1,
  centre: 1,
  east: 1,
  southwest: 2,
  south: 2,
  southeast: 2,
};

/** A mark of this size placed by the position's gravity (a corner, an edge's middle or the centre). */
export function place(
  width: number,
  height: number,
  position: WatermarkPosition,
  pictureWidth: number,
  pictureHeight: number,
): Box {
  const along = (free: number, step: 0 | 1 | 2) => (step === 0 ? 0 : step === 1 ? Math.round(free / 2) : free);
  return {
    x: along(pictureWidth - width, COLUMN[position]),
    y: along(pictureHeight - height, ROW[position]),
    width,
    height,
  };
}

export { emsOf };

const targetWidth = (pictureWidth: number, scale: number) => Math.max(1, Math.round((pictureWidth * scale) / 100));

/** The text mark: its box and font size (scale = the mark's width in percent of the picture's). */
export function textMark(
  text: string,
  scale: number,
  position: WatermarkPosition,
  pictureWidth: number,
  pictureHeight: number,
): { box: Box; fontSize: number } {
  const ems = emsOf(text);
  const fontSize = Math.max(
    8,
    Math.min(Math.floor(targetWidth(pictureWidth, scale) / ems), Math.floor(pictureHeight / 1.5)),
  );
  const width = Math.min(pictureWidth, Math.ceil(fontSize * ems) + Math.ceil(fontSize * 0.4));
  const height = Math.min(pictureHeight, Math.ceil(fontSize * 1.4));
  return { box: place(width, height, position, pictureWidth, pictureHeight), fontSize };
}

/** The image mark: the picture scaled to fit the target width and the picture's height, keeping its shape. */
export function imageMark(
  imageWidth: number,
  imageHeight: number,
  scale: number,
  position: WatermarkPosition,
  pictureWidth: number,
  pictureHeight: number,
): Box {
  const factor = Math.min(targetWidth(pictureWidth, scale) / imageWidth, pictureHeight / imageHeight);
  const width = Math.max(1, Math.round(imageWidth * factor));
  const height = Math.max(1, Math.round(imageHeight * factor));
  return place(width, height, position, pictureWidth, pictureHeight);
}
