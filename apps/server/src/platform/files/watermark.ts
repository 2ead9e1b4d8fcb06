import sharp, { type Sharp } from 'sharp';
import type { WatermarkData } from '@shop/shared';
import { emsOf } from '@shop/shared/text-width';

/**
 * Fonts tried in order; Noto CJK (Debian fonts-noto-cjk) covers Chinese and Japanese, fontconfig falls back beyond it.
 */
const FONT_FAMILY = "'Noto Sans CJK SC', 'Noto Sans CJK JP', 'Noto Sans', 'DejaVu Sans', sans-serif";

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * The mark to lay over a width x height picture: the watermark image scaled to `scale` percent of
 * the picture's width, or the text rendered as SVG, at the chosen opacity; never larger than the
 * picture. Null when there is nothing to draw.
 */
export async function watermarkOverlay(
  mark: WatermarkData,
  width: number,
  height: number,
  readImage: (url: string) => Promise<Buffer>,
): Promise<Buffer | null> {
  const targetWidth = Math.max(1, Math.round((width * mark.scale) / 100));
  const alpha = mark.opacity / 100;
  let overlay: Sharp;
  if (mark.kind === 'image') {
    if (!mark.image) return null;
    const source = await readImage(mark.image);
    const scaled = await sharp(source)
      .ensureAlpha()
      .resize({ width: targetWidth, height, fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { data, info } = scaled;
    for (let i = 3; i < data.length; i += 4) data[i] = Math.round(data[i]! * alpha);
    overlay = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  } else {
    if (!mark.text) return null;
    const ems = emsOf(mark.text);
    const fontSize = Math.max(8, Math.min(Math.floor(targetWidth / ems), Math.floor(height / 1.5)));
    const w = Math.min(width, Math.ceil(fontSize * ems) + Math.ceil(fontSize * 0.4));
    const h = Math.min(height, Math.ceil(fontSize * 1.4));
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
      `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="${FONT_FAMILY}" ` +
      `font-size="${fontSize}" ` +
      `fill="#ffffff" fill-opacity="${alpha}" stroke="#000000" stroke-opacity="${alpha * 0.6}" ` +
      `stroke-width="${Math.max(1, fontSize / 24)}">` +
      `${escapeXml(mark.text)}</text></svg>`;
    overlay = sharp(Buffer.from(svg));
  }
  const { data, info } = await overlay.png().toBuffer({ resolveWithObject: true });
  if (info.width <= width && info.height <= height) return data;
  return sharp(data).resize({ width, height, fit: 'inside' }).png().toBuffer();
}
