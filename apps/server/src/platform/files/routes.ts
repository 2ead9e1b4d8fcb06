import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountUploadApi,
  catalogUploadApi,
  helpUploadApi,
  IMAGE_KINDS,
  IMAGE_LIMITS,
  settingUploadApi,
  UPLOAD_FIELD,
  type Endpoint,
  type ImageKind,
  type UploadedImage,
} from '@shop/shared';
import type { Services } from '../../services.ts';
import { AppError } from '../http/app-error.ts';
import type { RequestContext } from '../http/context.ts';
import { defineRoute, type ContractHandler, type ContractInput } from '../http/define-route.ts';
import { readParts, type MultipartPart } from '../http/multipart.ts';
import { formatBytes } from './file-service.ts';

/** Multipart overhead allowed on top of a picture's own limit. */
const ENVELOPE_BYTES = 64 * 1024;

export interface UploadErrors {
  /** the file is larger than the limit */
  tooLarge: (maxBytes: number) => AppError;
  /** no file, a second part, another field, or a broken body */
  malformed: () => AppError;
}

const IMAGE_ERRORS: UploadErrors = {
  tooLarge: (maxBytes) => new AppError('upload.img_size', { limit: formatBytes(maxBytes) }),
  malformed: () => new AppError('upload.img_error'),
};

/**
 * The one file of an upload: exactly one part, a file in the field "file" (any field when
 * `field` is null), within the limit. Anything else is refused with the caller's errors.
 */
export async function readUploadedFile(
  req: FastifyRequest,
  maxBytes: number,
  field: string | null = UPLOAD_FIELD,
  errors: UploadErrors = IMAGE_ERRORS,
): Promise<{ data: Buffer; filename: string }> {
  if (!req.isMultipart()) throw errors.malformed();
  let parts: MultipartPart[];
  try {
    parts = await readParts(req, maxBytes);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw errors.tooLarge(maxBytes);
    throw errors.malformed();
  }
  const [file] = parts;
  if (parts.length !== 1 || file!.type !== 'file' || (field !== null && file!.fieldname !== field))
    throw errors.malformed();
  // The parts may have been read under the route's body limit (Idempotency-Key fingerprint).
  if (file!.data.length > maxBytes) throw errors.tooLarge(maxBytes);
  return { data: file!.data, filename: file!.filename };
}

/** The supply chain's own pictures: violation evidence, inspection photos, settlement vouchers. */
const EVIDENCE_BYTES = IMAGE_KINDS.feedback.maxBytes;

/**
 * The route of a supply-chain picture upload (`contract` answers an UploadedImage): one JPG or
 * PNG of at most 10 MB, checked by content and stored like feedback pictures. Settings > system's
 * lower limits are for the shop's own pictures and do not apply here.
 */
export function defineEvidenceUpload<E extends Endpoint>(app: FastifyInstance, contract: E): void {
  const handler = async ({ req, ctx, services }: ContractInput<E>): Promise<UploadedImage> => {
    const { data } = await readUploadedFile(req, EVIDENCE_BYTES);
    return services.files.storeImage(ctx, data, 'feedback');
  };
  defineRoute(app, contract, handler as ContractHandler<E>, { bodyLimit: EVIDENCE_BYTES + ENVELOPE_BYTES });
}

/**
 * The byte limit of a kind of picture in force: Settings > system may lower the large (10 MB) and
 * standard (2 MB) limits, never raise them past the spec's; icons keep their 500 KB.
 */
async function maxBytesOf(services: Services, kind: ImageKind): Promise<number> {
  const max = IMAGE_KINDS[kind].maxBytes;
  const { uploadLargeMb, uploadStandardMb } = await services.system.current();
  const mb = 1024 * 1024;
  if (max === IMAGE_LIMITS.largeBytes) return Math.min(max, uploadLargeMb * mb);
  if (max === IMAGE_LIMITS.standardBytes) return Math.min(max, uploadStandardMb * mb);
  return max;
}

async function storeUpload(
  req: FastifyRequest,
  ctx: RequestContext,
  services: Services,
  kind: ImageKind,
  field: string | null = UPLOAD_FIELD,
): Promise<UploadedImage> {
  const { data: buffer } = await readUploadedFile(req, await maxBytesOf(services, kind), field);
  const watermark = 'watermark' in IMAGE_KINDS[kind] ? await services.watermark.get() : null;
  return services.files.storeImage(ctx, buffer, kind, watermark);
}

const bodyLimit = (kind: ImageKind) => IMAGE_KINDS[kind].maxBytes + ENVELOPE_BYTES;

export function uploadRoutes(app: FastifyInstance): void {
  // The feedback dialog has always sent any field name: keep accepting it.
  defineRoute(
    app,
    helpUploadApi.feedback,
    ({ req, ctx, services }) => storeUpload(req, ctx, services, 'feedback', null),
    { bodyLimit: bodyLimit('feedback') },
  );
  defineRoute(
    app,
    catalogUploadApi.productAdd,
    ({ req, ctx, services }) => storeUpload(req, ctx, services, 'product'),
    { bodyLimit: bodyLimit('product') },
  );
  defineRoute(
    app,
    catalogUploadApi.productEdit,
    ({ req, ctx, services }) => storeUpload(req, ctx, services, 'product'),
    { bodyLimit: bodyLimit('product') },
  );
  defineRoute(
    app,
    catalogUploadApi.categoryAdd,
    ({ req, query, ctx, services }) => storeUpload(req, ctx, services, query.kind === 'icon' ? 'icon' : 'category'),
    { bodyLimit: bodyLimit('category') },
  );
  defineRoute(
    app,
    catalogUploadApi.categoryEdit,
    ({ req, query, ctx, services }) => storeUpload(req, ctx, services, query.kind === 'icon' ? 'icon' : 'category'),
    { bodyLimit: bodyLimit('category') },
  );
  defineRoute(
    app,
    settingUploadApi.logo,
    ({ req, query, ctx, services }) => storeUpload(req, ctx, services, query.kind === 'icon' ? 'icon' : 'logo'),
    { bodyLimit: bodyLimit('logo') },
  );
  defineRoute(
    app,
    settingUploadApi.watermark,
    ({ req, ctx, services }) => storeUpload(req, ctx, services, 'watermark'),
    { bodyLimit: bodyLimit('watermark') },
  );
  defineRoute(
    app,
    accountUploadApi.image,
    ({ req, query, ctx, services }) => storeUpload(req, ctx, services, query.kind === 'avatar' ? 'avatar' : 'general'),
    { bodyLimit: bodyLimit('general') },
  );
}
