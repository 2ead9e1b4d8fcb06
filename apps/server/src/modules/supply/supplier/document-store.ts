import { createHash } from 'node:crypto';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { SUPPLIER_FILE_MAX_BYTES, SUPPLIER_FILE_TYPES } from '@shop/shared/api/supply-supplier';
import { formatBytes, writeAtomically } from '../../../platform/files/file-service.ts';
import { AppError } from '../../../platform/http/app-error.ts';

export interface StoredDocument {
  /** the file's handle: the SHA-1 of its content (40 hex digits) */
  file: string;
  mime: string;
  bytes: number;
}

const HANDLE = /^[a-f0-9]{40}$/;
const EXT: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * Supplier documents on disk (licences, id cards): kept apart from the public pictures, in
 * `<files>/supplier-documents/`, never served statically; the document endpoints read them after
 * checking who asks. The content decides the type (PDF, JPG or PNG); the same bytes are kept once.
 */
export class DocumentStore {
  readonly dir: string;

  constructor(filesDir: string) {
    this.dir = path.join(filesDir, 'supplier-documents');
  }

  async save(data: Buffer): Promise<StoredDocument> {
    if (data.length === 0) throw new AppError('supplier.file_type');
    if (data.length > SUPPLIER_FILE_MAX_BYTES)
      throw new AppError('supplier.file_size', { limit: formatBytes(SUPPLIER_FILE_MAX_BYTES) });
    const type = await fileTypeFromBuffer(data);
    if (!type || !(SUPPLIER_FILE_TYPES as readonly string[]).includes(type.mime))
      throw new AppError('supplier.file_type');
    const file = createHash('sha1').update(data).digest('hex');
    await mkdir(this.dir, { recursive: true });
    await writeAtomically(path.join(this.dir, file), data);
    return { file, mime: type.mime, bytes: data.length };
  }

  /** Whether a handle names a stored file. */
  async exists(file: string): Promise<boolean> {
    if (!HANDLE.test(file)) return false;
    return stat(path.join(this.dir, file)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  /** The file's bytes and type; a record whose file is gone from the disk answers `supplier.file_missing`. */
  async read(file: string): Promise<{ data: Buffer; mime: string; ext: string }> {
    if (!HANDLE.test(file)) throw new AppError('supplier.file_missing');
    const data = await readFile(path.join(this.dir, file)).catch(() => {
      throw new AppError('supplier.file_missing');
    });
    const mime = (await fileTypeFromBuffer(data))?.mime ?? 'application/octet-stream';
    return { data, mime, ext: EXT[mime] ?? 'bin' };
  }
}
