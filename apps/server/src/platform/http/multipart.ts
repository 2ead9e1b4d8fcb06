import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** One part of a multipart/form-data body, read into memory. */
export interface MultipartPart {
  type: 'file' | 'field';
  fieldname: string;
  /** files only */
  filename: string;
  data: Buffer;
}

const read = new WeakMap<FastifyRequest, Promise<MultipartPart[]>>();

/**
 * The parts of a multipart request, read once: the Idempotency-Key check fingerprints them
 * before the handler runs, and the handler reads the same parts afterwards. Files larger than
 * `maxFileBytes` (on the first call) fail with the multipart plugin's FST_REQ_FILE_TOO_LARGE;
 * a later caller with a smaller limit checks the size itself.
 */
export function readParts(req: FastifyRequest, maxFileBytes: number): Promise<MultipartPart[]> {
  let parts = read.get(req);
  if (!parts) {
    parts = collect(req, maxFileBytes);
    parts.catch(() => undefined); // the caller that needs them sees the error
    read.set(req, parts);
  }
  return parts;
}

async function collect(req: FastifyRequest, maxFileBytes: number): Promise<MultipartPart[]> {
  const parts: MultipartPart[] = [];
  for await (const part of req.parts({ limits: { fileSize: maxFileBytes } })) {
    if (part.type === 'file')
      parts.push({ type: 'file', fieldname: part.fieldname, filename: part.filename, data: await part.toBuffer() });
    else parts.push({ type: 'field', fieldname: part.fieldname, filename: '', data: Buffer.from(String(part.value)) });
  }
  return parts;
}

/**
 * What identifies a multipart body: every part's kind, field name, file name and content, in
 * order. The boundary is left out, so a retry that encodes the same form again matches.
 */
export async function multipartFingerprint(req: FastifyRequest, maxFileBytes: number): Promise<string> {
  const hash = createHash('sha256');
  try {
    for (const p of await readParts(req, maxFileBytes)) {
      hash
        .update(JSON.stringify([p.type, p.fieldname, p.filename, p.data.length]))
        .update('\n')
        .update(p.data)
        .update('\n');
    }
  } catch (err) {
    // An unreadable body is refused by the handler; its fingerprint is that refusal.
    hash.update(`unreadable ${String((err as { code?: string }).code ?? 'error')}`);
  }
  return hash.digest('hex');
}
