import { z } from 'zod';
import { WATERMARK_POSITIONS } from '../constants.ts';
import { endpoint } from '../contract.ts';
import { versionField } from './common.ts';
import { storedFileUrl } from './catalog-common.ts';

/** Settings > watermark: applied to product pictures when they are uploaded. */
export const watermarkFields = z.object({
  enabled: z.boolean(),
  kind: z.enum(['image', 'text']),
  /** a stored upload (POST /admin/upload/watermark), or '' */
  image: z.union([storedFileUrl, z.literal('')]).default(''),
  text: z.string().trim().max(60).default(''),
  position: z.enum(WATERMARK_POSITIONS),
  /** 1 (faint) to 100 (opaque) */
  opacity: z.number().int().min(1).max(100),
  /** the mark's width as a percentage of the picture's width */
  scale: z.number().int().min(5).max(80).default(25),
});

function watermarkRules(w: z.infer<typeof watermarkFields>, ctx: z.RefinementCtx): void {
  if (w.kind === 'image' && w.image === '') ctx.addIssue({ code: 'custom', path: ['image'], message: 'required' });
  if (w.kind === 'text' && w.text === '') ctx.addIssue({ code: 'custom', path: ['text'], message: 'required' });
}

export const watermarkEditBody = watermarkFields.extend({ version: versionField }).superRefine(watermarkRules);

export const watermarkData = watermarkFields.extend({
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});

/** The endpoints of /setting/watermark. */
export const watermarkApi = {
  info: endpoint({
    method: 'GET',
    path: '/admin/setting/watermark',
    permission: 'setting_watermark',
    summary: 'Watermark settings for product pictures',
    data: watermarkData,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/setting/watermark/edit',
    permission: 'setting_watermark',
    summary: 'Change the watermark (image or text, position, opacity, on/off); pictures uploaded afterwards get it',
    body: watermarkEditBody,
    data: watermarkData,
  }),
};

export type WatermarkEditBody = z.infer<typeof watermarkEditBody>;
export type WatermarkData = z.infer<typeof watermarkData>;
export type WatermarkPosition = z.infer<typeof watermarkFields>['position'];
