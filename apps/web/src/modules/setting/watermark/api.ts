import type { WatermarkData, WatermarkEditBody } from '@shop/shared/api/watermark';
import { get, post } from '../../../lib/request.ts';

export const watermarkKeys = {
  all: ['watermark'] as const,
};

export const fetchWatermark = () => get<WatermarkData>('/admin/setting/watermark');
/** The screen shows a refusal itself (field errors, a stale version): quiet. */
export const saveWatermark = (body: WatermarkEditBody, idempotencyKey: string) =>
  post<WatermarkData>('/admin/setting/watermark/edit', body, { idempotencyKey, quiet: true });
