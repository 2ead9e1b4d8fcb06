import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { inArray } from 'drizzle-orm';
import { IMAGE_LIMITS } from '@shop/shared';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { RequestContext } from '../http/context.ts';
import { files } from './table.ts';

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

const MAX_PIXELS = 40_000_000;

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Image uploads: the real content decides (magic bytes, then a full decode), the image is
 * re-encoded without metadata, and the same bytes are stored once.
 */
export class FileService {
  constructor(private readonly db: Db, readonly dir: string) {}

  async storeImage(ctx: RequestContext, input: Buffer, limitBytes: number): Promise<StoredImage> {
    if (input.length === 0) throw new AppError('upload.img_error');
    if (input.length > limitBytes) throw new AppError('upload.img_size', { limit: formatBytes(limitBytes) });
    const type = await fileTypeFromBuffer(input);
    if (!type || !(IMAGE_LIMITS.mimeTypes as readonly string[]).includes(type.mime)) throw new AppError('upload.img_type');
    const sha = createHash('sha256').update(input).digest('hex');
    const ext = type.mime === 'image/png' ? 'png' : 'jpg';
    const name = `${sha}.${ext}`;
    const [existing] = await this.db.select().from(files).where(inArray(files.sha256, [sha]));
    if (existing) return { url: `/files/${existing.name}`, width: existing.width, height: existing.height, bytes: existing.bytes };

    let output: Buffer;
    let width: number;
    let height: number;
    try {
      const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
      const encoded = type.mime === 'image/png'
        ? await image.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
        : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
      output = encoded.data;
      width = encoded.info.width;
      height = encoded.info.height;
    } catch {
      throw new AppError('upload.img_error');
    }
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, name), output);
    await this.db.insert(files).values({
      sha256: sha, name, mime: type.mime, bytes: output.length, width, height, createdBy: ctx.scope.adminId || null,
    }).onConflictDoNothing();
    return { url: `/files/${name}`, width, height, bytes: output.length };
  }

  /** The urls among `urls` that are not stored files. */
  async missing(urls: string[]): Promise<string[]> {
    if (urls.length === 0) return [];
    const names = urls.map((u) => u.replace(/^\/files\//, ''));
    const found = await this.db.select({ name: files.name }).from(files).where(inArray(files.name, names));
    const have = new Set(found.map((f) => f.name));
    return urls.filter((u, i) => !have.has(names[i]!));
  }
}
