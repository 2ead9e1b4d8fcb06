import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { writeAtomically } from '../../../platform/files/file-service.ts';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_PROCESSING, UPLOAD_MAXIMA_MB } from '@shop/shared';
import { APPLY_FILE_TYPES } from '@shop/shared/api/supply-application';
import type { Db } from '../../../platform/db/database.ts';
import { formatBytes } from '../../../platform/files/file-service.ts';
import { readUploadedFile, type UploadErrors } from '../../../platform/files/routes.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { applicationFilesRepository as repo } from './files-repository.ts';

/** Multipart overhead allowed on top of the file's own limit. */
export const ENVELOPE_BYTES = 64 * 1024;
/** The route's body limit: the spec's largest upload plus the envelope. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAXIMA_MB.large * 1024 * 1024 + ENVELOPE_BYTES;

const ERRORS: UploadErrors = {
  tooLarge: (maxBytes) => new AppError('application.file_size', { limit: formatBytes(maxBytes) }),
  malformed: () => new AppError('application.file_error'),
};

const EXT: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** A file name fit to show: its last part, without control characters, at most 120 characters. */
function displayName(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return (base || `document.${ext}`).slice(-120);
}

/**
 * The documents applicants upload: PDF, JPG or PNG decided by the content (a picture must decode
 * whole, a PDF must start and end as one), within the large-upload limit of Settings > system.
 * Kept in the data folder's `supplier-applications`, never under the public /files.
 */
export class ApplicationFiles {
  constructor(
    private readonly db: Db,
    readonly dir: string,
  ) {}

  async upload(
    req: FastifyRequest,
    maxBytes: number,
  ): Promise<{ file: string; name: string; mime: string; bytes: number }> {
    const { data, filename } = await readUploadedFile(req, maxBytes, null, ERRORS);
    const mime = await this.check(data);
    const ext = EXT[mime]!;
    const handle = randomBytes(20).toString('hex');
    const stored = `${randomBytes(20).toString('hex')}.${ext}`;
    await mkdir(this.dir, { recursive: true });
    await writeAtomically(path.join(this.dir, stored), data);
    const name = displayName(filename, ext);
    await repo.insert(this.db, { handle, name, mime, bytes: data.length, stored });
    return { file: handle, name, mime, bytes: data.length };
  }

  /** The real type of the content, or a refusal. */
  private async check(data: Buffer): Promise<string> {
    if (data.length === 0) throw ERRORS.malformed();
    const type = await fileTypeFromBuffer(data);
    if (!type || !(APPLY_FILE_TYPES as readonly string[]).includes(type.mime))
      throw new AppError('application.file_type');
    if (type.mime === 'application/pdf') {
      const tail = data.subarray(Math.max(0, data.length - 2048)).toString('latin1');
      if (!data.subarray(0, 5).equals(Buffer.from('%PDF-')) || !tail.includes('%%EOF')) throw ERRORS.malformed();
      return type.mime;
    }
    try {
      await sharp(data, { failOn: 'error', limitInputPixels: IMAGE_PROCESSING.maxInputPixels })
        .resize(16, 16, { fit: 'inside' })
        .toBuffer();
    } catch {
      throw ERRORS.malformed();
    }
    return type.mime;
  }

  /** The stored bytes of one of the application's files (`db`: the caller's transaction, if in one). */
  async read(
    applicationId: number,
    handle: string,
    db: Db = this.db,
  ): Promise<{ data: Buffer; name: string; mime: string }> {
    const row = await repo.ofApplication(db, applicationId, handle);
    if (!row || !/^[a-f0-9]{40}\.(pdf|jpg|png)$/.test(row.stored)) throw new AppError('common.not_found');
    try {
      return { data: await readFile(path.join(this.dir, row.stored)), name: row.name, mime: row.mime };
    } catch {
      throw new AppError('common.not_found');
    }
  }

  /**
   * Uploads no application took within a day (a form abandoned, a file replaced) are removed, rows
   * and bytes (the nightly sweep); answers how many.
   */
  async sweepUnbound(now = new Date()): Promise<number> {
    const stored = await repo.removeUnbound(this.db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
    for (const name of stored)
      if (/^[a-f0-9]{40}\.(pdf|jpg|png)$/.test(name)) await rm(path.join(this.dir, name), { force: true });
    return stored.length;
  }
}
