import sharp from 'sharp';
import type { FileService } from '../platform/files/file-service.ts';
import { systemContext } from '../platform/http/context.ts';

/** Side of a generated demo product picture, in pixels (the file service makes the thumbnail). */
export const DEMO_PICTURE_PX = 480;

const SHAPES = ['circle', 'square', 'hexagon', 'diamond', 'blob', 'arch'] as const;
type Shape = (typeof SHAPES)[number];

export interface DemoPicture {
  /** the product's English name: its initial is drawn large, the name below */
  name: string;
  /** picks the colour and the shape, so neighbouring products look different */
  index: number;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** HSL to a #rrggbb colour. */
function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** One SVG element from its attributes (numbers rounded to a tenth). */
function el(tag: string, attrs: Record<string, string | number>, content?: string): string {
  const list = Object.entries(attrs)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? Number(v.toFixed(1)) : v}"`)
    .join(' ');
  return content === undefined ? `<${tag} ${list}/>` : `<${tag} ${list}>${content}</${tag}>`;
}

function shapeSvg(shape: Shape, cx: number, cy: number, r: number, fill: string): string {
  // Pointed shapes look larger than round ones of the same radius; their corners are rounded by the stroke.
  const polygon = (sides: number, turn: number, stroke: number) => {
    const points = Array.from({ length: sides }, (_, i) => {
      const a = turn + (i * 2 * Math.PI) / sides;
      return `${(cx + r * 0.92 * Math.cos(a)).toFixed(1)},${(cy + r * 0.92 * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
    return el('polygon', { points, fill, stroke: fill, 'stroke-width': r * stroke, 'stroke-linejoin': 'round' });
  };
  const side = r * 0.85;
  switch (shape) {
    case 'circle':
      return el('circle', { cx, cy, r, fill });
    case 'square':
      return el('rect', { x: cx - r * 0.88, y: cy - r * 0.88, width: r * 1.76, height: r * 1.76, rx: r * 0.3, fill });
    case 'hexagon':
      return polygon(6, Math.PI / 6, 0.18);
    case 'diamond':
      return polygon(4, 0, 0.22);
    case 'blob':
      return el('ellipse', { cx, cy, rx: r * 1.05, ry: r * 0.86, fill, transform: `rotate(-18 ${cx} ${cy})` });
    case 'arch': {
      const [left, right, top, bottom] = [cx - side, cx + side, cy - r * 0.05, cy + side].map((v) => v.toFixed(1));
      return el('path', {
        d: `M ${left} ${bottom} V ${top} A ${side} ${side} 0 0 1 ${right} ${top} V ${bottom} Z`,
        fill,
      });
    }
  }
}

/**
 * A simple product-style picture: a soft pastel background, a rounded shape in a deeper tone of
 * the same hue with the name's initial on it, and the name underneath. Deterministic: the same
 * name and index give the same bytes, so the file service stores it once however often it runs.
 */
export function demoPictureSvg({ name, index }: DemoPicture, px = DEMO_PICTURE_PX): string {
  // Golden-angle steps keep neighbouring products' colours apart.
  const hue = Math.round((index * 137.508 + 18) % 360);
  const shape = SHAPES[index % SHAPES.length]!;
  const initial = escapeXml(([...name.trim()][0] ?? '?').toUpperCase());
  const label = escapeXml(name.length > 22 ? `${name.slice(0, 21)}…` : name);
  const c = px / 2;
  const r = px * 0.29;
  const cy = px * 0.43;
  const text = {
    'text-anchor': 'middle',
    'font-family': 'DejaVu Sans, Liberation Sans, Arial, sans-serif',
    'font-weight': 'bold',
  };
  const gradient = el(
    'linearGradient',
    { id: 'bg', x1: 0, y1: 0, x2: 1, y2: 1 },
    [
      el('stop', { offset: 0, 'stop-color': hsl(hue, 0.6, 0.95) }),
      el('stop', { offset: 1, 'stop-color': hsl((hue + 24) % 360, 0.55, 0.85) }),
    ].join(''),
  );
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width: px, height: px, viewBox: `0 0 ${px} ${px}` },
    [
      el('defs', {}, gradient),
      el('rect', { width: px, height: px, fill: 'url(#bg)' }),
      el('circle', { cx: px * 0.9, cy: px * 0.1, r: px * 0.18, fill: '#ffffff', 'fill-opacity': 0.3 }),
      // A soft shadow under the shape.
      el('ellipse', {
        cx: c,
        cy: cy + r * 1.12,
        rx: r * 0.9,
        ry: r * 0.11,
        fill: hsl(hue, 0.35, 0.3),
        'fill-opacity': 0.15,
      }),
      shapeSvg(shape, c, cy, r, hsl(hue, 0.5, 0.56)),
      el('text', { x: c, y: cy, dy: '0.36em', ...text, 'font-size': r * 1.05, fill: '#ffffff' }, initial),
      el('text', { x: c, y: px * 0.87, ...text, 'font-size': px * 0.07, fill: hsl(hue, 0.45, 0.25) }, label),
    ].join(''),
  );
}

/** The picture as a JPEG, as an upload would send it. */
export function renderDemoPicture(picture: DemoPicture, px = DEMO_PICTURE_PX): Promise<Buffer> {
  return sharp(Buffer.from(demoPictureSvg(picture, px)))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * Renders the pictures and stores them through the file service like uploads (re-encoded, with a
 * thumbnail, the same content stored once), without the watermark. Answers each picture's url,
 * in order. A few run at a time: the image work runs on sharp's threads while another stores.
 */
export async function storeDemoPictures(
  files: FileService,
  pictures: DemoPicture[],
  concurrency = 4,
): Promise<string[]> {
  const ctx = systemContext('seed');
  const urls: string[] = new Array(pictures.length);
  let next = 0;
  const worker = async () => {
    while (next < pictures.length) {
      const i = next++;
      urls[i] = (await files.storeImage(ctx, await renderDemoPicture(pictures[i]!), 'product', null)).url;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, pictures.length) }, worker));
  return urls;
}
