import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import {
  IMAGE_KINDS,
  IMAGE_LIMITS,
  IMAGE_PROCESSING,
  type ImageKind,
  type UploadedImage,
  type WatermarkData,
} from '@shop/shared';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { RequestContext } from '../http/context.ts';
import { watermarkOverlay } from './watermark.ts';
import { files } from './table.ts';

/** @deprecated shape kept for callers that only need the picture */
export type StoredImage = UploadedImage;

/**
 * Writes a stored file whole or not at all (a temporary name, then a rename): a reader, a backup
 * or a second upload of the same bytes never sees it half written.
 */
export async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

interface Encoded {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Image uploads: the real content decides (magic bytes, then a full decode), the image is
 * re-encoded without metadata (which also drops anything appended after the image data), a
 * thumbnail is made, and the same content is stored once. Product pictures get the watermark
 * of the settings; its version is part of their dedupe key, so changing the watermark makes the
 * next upload of the same bytes a new file.
 */
export class FileService {
  constructor(
    private readonly db: Db,
    readonly dir: string,
  ) {}

  async storeImage(
    ctx: RequestContext,
    input: Buffer,
    kind: ImageKind,
    watermark: WatermarkData | null = null,
  ): Promise<UploadedImage> {
    const rule: { maxBytes: number; exactPx?: number; watermark?: boolean } = IMAGE_KINDS[kind];
    if (input.length === 0) throw new AppError('upload.img_error');
    if (input.length > rule.maxBytes) throw new AppError('upload.img_size', { limit: formatBytes(rule.maxBytes) });
    const type = await fileTypeFromBuffer(input);
    if (!type || !(IMAGE_LIMITS.mimeTypes as readonly string[]).includes(type.mime))
      throw new AppError('upload.img_type');
    const png = type.mime === 'image/png';
    const ext = png ? 'png' : 'jpg';
    const mark = rule.watermark && watermark?.enabled ? watermark : null;
    const contentSha = sha256(input);
    const key = mark ? sha256(`${contentSha}:watermark:${mark.version}`) : contentSha;

    const [existing] = await this.db.select().from(files).where(eq(files.sha256, key));
    if (existing) {
      this.checkDimensions(rule, existing.width, existing.height);
      return {
        url: `/files/${existing.name}`,
        thumbUrl: `/files/${existing.thumb || existing.name}`,
        width: existing.width,
        height: existing.height,
        bytes: existing.bytes,
        reused: true,
      };
    }

    let main: Encoded;
    let thumb: Encoded;
    try {
      const meta = await sharp(input, { limitInputPixels: IMAGE_PROCESSING.maxInputPixels }).metadata();
      const width = meta.autoOrient?.width ?? meta.width;
      const height = meta.autoOrient?.height ?? meta.height;
      if (!width || !height || width * height > IMAGE_PROCESSING.maxInputPixels) throw new Error('pixel limit');
      this.checkDimensions(rule, width, height);
      let image = sharp(input, { failOn: 'error', limitInputPixels: IMAGE_PROCESSING.maxInputPixels }).rotate();
      if (mark) {
        const overlay = await watermarkOverlay(mark, width, height, (url) => readFile(this.pathOf(url)));
        if (overlay) image = image.composite([{ input: overlay, gravity: mark.position }]);
      }
      main = await encode(image, png);
      const small = sharp(main.data).resize(IMAGE_PROCESSING.thumbnailPx, IMAGE_PROCESSING.thumbnailPx, {
        fit: 'inside',
        withoutEnlargement: true,
      });
      thumb = await encode(small, png);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('upload.img_error');
    }
    const name = `${key}.${ext}`;
    const thumbKey = sha256(`${key}:thumb`);
    const thumbName = `${thumbKey}.${ext}`;
    await mkdir(this.dir, { recursive: true });
    await writeAtomically(path.join(this.dir, thumbName), thumb.data);
    await writeAtomically(path.join(this.dir, name), main.data);
    const createdBy = ctx.scope.adminId || null;
    await this.db.transaction(async (tx) => {
      await tx
        .insert(files)
        .values({
          sha256: thumbKey,
          name: thumbName,
          mime: type.mime,
          bytes: thumb.data.length,
          width: thumb.width,
          height: thumb.height,
          createdBy,
        })
        .onConflictDoNothing();
      await tx
        .insert(files)
        .values({
          sha256: key,
          name,
          mime: type.mime,
          bytes: main.data.length,
          width: main.width,
          height: main.height,
          thumb: thumbName,
          createdBy,
        })
        .onConflictDoNothing();
    });
    return {
      url: `/files/${name}`,
      thumbUrl: `/files/${thumbName}`,
      width: main.width,
      height: main.height,
      bytes: main.data.length,
      reused: false,
    };
  }

  private checkDimensions(rule: { exactPx?: number }, width: number, height: number): void {
    if (rule.exactPx && (width !== rule.exactPx || height !== rule.exactPx)) {
      throw new AppError('upload.img_dimensions', { width: rule.exactPx, height: rule.exactPx });
    }
  }

  /** The file on disk behind a stored url (/files/<name>). */
  pathOf(url: string): string {
    const name = url.replace(/^\/files\//, '');
    if (!/^[a-f0-9]{64}\.(jpg|png)$/.test(name)) throw new AppError('common.not_found');
    return path.join(this.dir, name);
  }

  /**
   * The urls among `urls` that are not stored files. Inside a transaction pass it as `db`: on
   * PGlite (one connection) a query outside it would wait for the transaction forever.
   */
  async missing(urls: string[], db: Db = this.db): Promise<string[]> {
    if (urls.length === 0) return [];
    const names = urls.map((u) => u.replace(/^\/files\//, ''));
    const found = await db.select({ name: files.name }).from(files).where(inArray(files.name, names));
    const have = new Set(found.map((f) => f.name));
    return urls.filter((u, i) => !have.has(names[i]!));
  }
}

async function encode(image: Sharp, png: boolean): Promise<Encoded> {
  const out = png
    ? await image.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
    : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  return { data: out.data, width: out.info.width, height: out.info.height };
}
