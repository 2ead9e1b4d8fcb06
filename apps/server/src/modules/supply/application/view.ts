import type {
  ApplicationDecision,
  ApplicationDocumentView,
  ApplicationReasonCode,
  ApplicationRoundView,
} from '@shop/shared/api/supply-application';
import type { Db } from '../../../platform/db/database.ts';
import { applicationFilesRepository as files } from './files-repository.ts';
import type { ApplicationRecord, ApplicationRoundRecord, StoredApplicationDocument, StoredDecision } from './table.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The file details (name, type, size) of the documents' handles. */
export async function documentViews(
  db: Db,
  docs: Record<string, StoredApplicationDocument>,
): Promise<Record<string, ApplicationDocumentView>> {
  const found = await files.byHandles(
    db,
    Object.values(docs).map((d) => d.file),
  );
  const byHandle = new Map(found.map((f) => [f.handle, f]));
  return Object.fromEntries(
    Object.entries(docs).map(([kind, d]) => {
      const f = byHandle.get(d.file);
      return [
        kind,
        {
          file: d.file,
          name: f?.name ?? '',
          mime: f?.mime ?? '',
          bytes: f?.bytes ?? 0,
          number: d.number,
          expiresOn: d.expiresOn,
        },
      ];
    }),
  );
}

export const decisionView = (d: StoredDecision): ApplicationDecision => ({
  item: d.item,
  ok: d.ok,
  reasonCode: (d.reasonCode as ApplicationReasonCode | null) ?? null,
  note: d.note,
});

export async function roundViews(db: Db, rounds: ApplicationRoundRecord[]): Promise<ApplicationRoundView[]> {
  return Promise.all(
    rounds.map(async (r) => ({
      round: r.round,
      items: r.items,
      values: r.values,
      documents: await documentViews(db, r.documents),
      submittedAt: r.submittedAt.toISOString(),
      decidedAt: iso(r.decidedAt),
      decidedBy: r.decidedByName,
      decisions: r.decisions?.map(decisionView) ?? null,
    })),
  );
}

/** The last decided round's rejected items (what a failed application resubmits). */
export function rejectedOf(app: ApplicationRecord, rounds: ApplicationRoundRecord[]): StoredDecision[] {
  if (app.status !== 'failed') return [];
  const last = rounds.find((r) => r.round === app.round);
  return (last?.decisions ?? []).filter((d) => !d.ok);
}

export const rowView = (app: ApplicationRecord) => ({
  id: app.id,
  reference: app.reference,
  enterpriseName: app.values.enterpriseName ?? '',
  email: app.email,
  status: app.status,
  round: app.round,
  submittedAt: app.submittedAt.toISOString(),
  decidedAt: iso(app.decidedAt),
  supplierId: app.supplierId,
});
