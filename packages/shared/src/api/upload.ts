import { z } from 'zod';

/**
 * Picture uploads: multipart/form-data with exactly one file field named "file". Each endpoint
 * is guarded by the permission of the form that uses it; the kind (where an endpoint serves
 * more than one) chooses the limit from IMAGE_KINDS.
 *   POST /admin/upload/product/add | /admin/upload/product/edit   product pictures (10 MB, watermarked)
 *   POST /admin/upload/category/add | /admin/upload/category/edit ?kind=image (2 MB) | icon (500 KB, 16x16)
 *   POST /admin/upload/logo (2 MB)   POST /admin/upload/watermark (2 MB)
 *   POST /admin/upload/image ?kind=general | avatar (2 MB), any signed-in user
 */
export const UPLOAD_FIELD = 'file';

export const categoryUploadQuery = z.object({ kind: z.enum(['image', 'icon']).default('image') });
export const generalUploadQuery = z.object({ kind: z.enum(['general', 'avatar']).default('general') });

/** What every upload answers: the stored picture and its thumbnail. */
export const uploadedImage = z.object({
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** true when the same content was stored before and its file is reused */
  reused: z.boolean(),
});

export type CategoryUploadQuery = z.infer<typeof categoryUploadQuery>;
export type GeneralUploadQuery = z.infer<typeof generalUploadQuery>;
export type UploadedImage = z.infer<typeof uploadedImage>;
