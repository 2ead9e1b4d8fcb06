import { watermarkApi, type WatermarkEditBody } from '@shop/shared/api/watermark';
import { callApi } from '../../../lib/api-client.ts';

export const watermarkKeys = {
  all: ['watermark'] as const,
};

export const fetchWatermark = () => callApi(watermarkApi.info);
/** The screen shows a refusal itself (field errors, a stale version): quiet. */
export const saveWatermark = (body: WatermarkEditBody, idempotencyKey: string) =>
  callApi(watermarkApi.edit, body, { idempotencyKey, quiet: true });
