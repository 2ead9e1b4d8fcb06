import { z } from 'zod';
import { endpoint } from '../contract.ts';

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
/** How every upload's body is described in its summary. */
export const UPLOAD_FORM = 'multipart/form-data, one file in the field "file"; JPG or PNG, checked by content';

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

/** Account: a general picture or one's own avatar, for every signed-in user. */
export const accountUploadApi = {
  image: endpoint({
    method: 'POST',
    path: '/admin/upload/image',
    permission: 'profile',
    multipart: true,
    summary: `Upload a general picture or one's own avatar (${UPLOAD_FORM}; at most 2 MB)`,
    query: generalUploadQuery,
    data: uploadedImage,
  }),
};

/** Settings: the store logo and the watermark picture. */
export const settingUploadApi = {
  logo: endpoint({
    method: 'POST',
    path: '/admin/upload/logo',
    permission: 'setting_store',
    multipart: true,
    summary: `Upload the store logo (${UPLOAD_FORM}; at most 2 MB) or, with kind=icon, its icon (exactly 16x16)`,
    query: z.object({ kind: z.enum(['logo', 'icon']).default('logo') }),
    data: uploadedImage,
  }),
  watermark: endpoint({
    method: 'POST',
    path: '/admin/upload/watermark',
    permission: 'setting_watermark',
    multipart: true,
    summary: `Upload the watermark picture (${UPLOAD_FORM}; at most 2 MB; PNG keeps transparency)`,
    data: uploadedImage,
  }),
};

/** Help: the pictures of a feedback entry (the dialog sends any field name; it is accepted). */
export const helpUploadApi = {
  feedback: endpoint({
    method: 'POST',
    path: '/admin/upload/feedback',
    permission: 'help_suggest_add',
    multipart: true,
    summary: `Upload a feedback image (${UPLOAD_FORM}; at most 10 MB)`,
    data: uploadedImage,
  }),
};

/** Catalog: the pictures of the product and category forms, each under the right of its form. */
export const catalogUploadApi = {
  productAdd: endpoint({
    method: 'POST',
    path: '/admin/upload/product/add',
    permission: 'catalog_product_add',
    multipart: true,
    summary:
      `Upload a product picture for the product add form (${UPLOAD_FORM}; at most 10 MB; the watermark of the ` +
      `settings is applied)`,
    data: uploadedImage,
  }),
  productEdit: endpoint({
    method: 'POST',
    path: '/admin/upload/product/edit',
    permission: 'catalog_product_edit',
    multipart: true,
    summary:
      `Upload a product picture for the product edit form (${UPLOAD_FORM}; at most 10 MB; the watermark of ` +
      `the settings is applied)`,
    data: uploadedImage,
  }),
  categoryAdd: endpoint({
    method: 'POST',
    path: '/admin/upload/category/add',
    permission: 'catalog_category_add',
    multipart: true,
    summary:
      `Upload a category picture for the category add form (${UPLOAD_FORM}; kind=image at most 2 MB, ` +
      `kind=icon at most 500 KB and exactly 16x16)`,
    query: categoryUploadQuery,
    data: uploadedImage,
  }),
  categoryEdit: endpoint({
    method: 'POST',
    path: '/admin/upload/category/edit',
    permission: 'catalog_category_edit',
    multipart: true,
    summary:
      `Upload a category picture for the category edit form (${UPLOAD_FORM}; kind=image at most 2 MB, ` +
      `kind=icon at most 500 KB and exactly 16x16)`,
    query: categoryUploadQuery,
    data: uploadedImage,
  }),
};

export type CategoryUploadQuery = z.infer<typeof categoryUploadQuery>;
export type GeneralUploadQuery = z.infer<typeof generalUploadQuery>;
export type UploadedImage = z.infer<typeof uploadedImage>;
