import type { WatermarkData, WatermarkEditBody } from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { FileService } from '../../../platform/files/file-service.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { WATERMARK_ROW_ID, watermarkRepository as repo, type WatermarkRecord } from './repository.ts';

const DEFAULTS: WatermarkData = {
  enabled: false,
  kind: 'text',
  image: '',
  text: '',
  position: 'southeast',
  opacity: 50,
  scale: 25,
  version: 0,
  updatedAt: null,
};

const toData = (r: WatermarkRecord): WatermarkData => ({
  enabled: r.enabled,
  kind: r.kind,
  image: r.image,
  text: r.text,
  position: r.position,
  opacity: r.opacity,
  scale: r.scale,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
});

/** The watermark product pictures get on upload (spec: settings > watermark). */
export class WatermarkService {
  constructor(
    private readonly db: Db,
    private readonly files: FileService,
  ) {}

  async get(db: Db = this.db): Promise<WatermarkData> {
    const row = await repo.find(db);
    return row ? toData(row) : DEFAULTS;
  }

  async edit(ctx: RequestContext, body: WatermarkEditBody): Promise<WatermarkData> {
    if (body.image && (await this.files.missing([body.image])).length) {
      throw new AppError('common.invalid_input', {}, { fields: [{ field: 'image', key: 'invalid' }] });
    }
    return this.db.transaction(async (tx) => {
      // The row exists from the first edit on; version 0 means "never saved".
      const before = toData((await repo.lock(tx))!);
      if (before.version !== body.version) throw new AppError('common.stale_version');
      const after = await repo.saveVersion(tx, body.version, {
        enabled: body.enabled,
        kind: body.kind,
        image: body.image,
        text: body.text,
        position: body.position,
        opacity: body.opacity,
        scale: body.scale,
      });
      if (!after) throw new AppError('common.stale_version');
      const data = toData(after);
      await recordAudit(tx, ctx, {
        action: 'watermark.edit',
        entity: 'watermark',
        entityId: WATERMARK_ROW_ID,
        supplierId: null,
        before,
        after: data,
      });
      return data;
    });
  }
}
