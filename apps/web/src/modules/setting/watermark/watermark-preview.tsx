import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatermarkPosition } from '@shop/shared/api/watermark';
import { imageMark, textMark } from './mark-geometry.ts';

/** The sample picture's size: the preview scales with its box, the geometry stays the server's. */
const W = 400;
const H = 300;
/** The server's text font and outline (platform/files/watermark.ts). */
const FONT_FAMILY = "'Noto Sans CJK SC', 'Noto Sans CJK JP', 'Noto Sans', 'DejaVu Sans', sans-serif";

export interface PreviewMark {
  enabled: boolean;
  kind: 'image' | 'text';
  image: string;
  text: string;
  position: WatermarkPosition;
  opacity: number;
  scale: number;
}

/** The natural size of a picture at this address, null while loading or when it cannot be read. */
function useNaturalSize(url: string): { width: number; height: number } | null {
  const [size, setSize] = useState<{ url: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let current = true;
    const image = new Image();
    image.onload = () => current && setSize({ url, width: image.naturalWidth, height: image.naturalHeight });
    image.src = url;
    return () => {
      current = false;
    };
  }, [url]);
  return size && size.url === url && size.width > 0 ? size : null;
}

/** A sample product picture: a box on a table, with a soft light. */
function SamplePicture(): ReactNode {
  return (
    <g>
      <defs>
        <linearGradient id="wm-wall" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#dbe7f5" />
          <stop offset="1" stopColor="#f4f7fb" />
        </linearGradient>
        <linearGradient id="wm-box" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f6a04d" />
          <stop offset="1" stopColor="#d9622b" />
        </linearGradient>
      </defs>
      <rect width={W} height={H} fill="url(#wm-wall)" />
      <rect y={208} width={W} height={92} fill="#c9b79c" />
      <ellipse cx={200} cy={236} rx={110} ry={14} fill="#000" opacity={0.15} />
      <rect x={120} y={92} width={160} height={140} rx={10} fill="url(#wm-box)" />
      <rect x={120} y={140} width={160} height={22} fill="#fff" opacity={0.85} />
      <rect x={190} y={92} width={20} height={140} fill="#fff" opacity={0.35} />
      <circle cx={330} cy={64} r={26} fill="#fff3c4" opacity={0.9} />
    </g>
  );
}

/** The sample picture with the mark drawn as product pictures will get it (when switched on). */
export function WatermarkPreview({ mark }: { mark: PreviewMark }): ReactNode {
  const { t } = useTranslation('watermark');
  const natural = useNaturalSize(mark.kind === 'image' ? mark.image : '');
  const alpha = mark.opacity / 100;
  let overlay: ReactNode = null;
  if (mark.kind === 'text' && mark.text.trim()) {
    const { box, fontSize } = textMark(mark.text.trim(), mark.scale, mark.position, W, H);
    overlay = (
      <text
        x={box.x + box.width / 2}
        y={box.y + box.height / 2}
        dominantBaseline="central"
        textAnchor="middle"
        fontFamily={FONT_FAMILY}
        fontSize={fontSize}
        fill="#ffffff"
        fillOpacity={alpha}
        stroke="#000000"
        strokeOpacity={alpha * 0.6}
        strokeWidth={Math.max(1, fontSize / 24)}
        data-testid="watermark-preview-mark"
      >
        {mark.text.trim()}
      </text>
    );
  } else if (mark.kind === 'image' && mark.image && natural) {
    const box = imageMark(natural.width, natural.height, mark.scale, mark.position, W, H);
    overlay = (
      <image
        href={mark.image}
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        opacity={alpha}
        preserveAspectRatio="none"
        data-testid="watermark-preview-mark"
      />
    );
  }
  const described = t(`watermark:position.${mark.position}`);
  return (
    <figure
      className="watermark-preview"
      data-testid="watermark-preview"
      data-position={mark.position}
      data-opacity={mark.opacity}
    >
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={t('watermark:preview.label', { position: described, opacity: mark.opacity })}
      >
        <SamplePicture />
        {overlay}
      </svg>
      <figcaption>
        {!mark.enabled
          ? t('watermark:preview.off')
          : overlay
            ? t('watermark:preview.caption')
            : t('watermark:preview.empty')}
      </figcaption>
    </figure>
  );
}
