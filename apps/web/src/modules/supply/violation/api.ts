import { useQuery } from '@tanstack/react-query';
import { markApi } from '@shop/shared/api/supply-mark';
import { ownViolationApi, violationApi } from '@shop/shared/api/supply-violation';
import { violationLadderApi, violationTypeApi } from '@shop/shared/api/supply-violation-type';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The ledger's reads also show the standing, the types' use counts and the appeals in the queue. */
const LEDGER_RELATED = [['violationStanding'], ['violationTypes'], ['supplyQueue']] as const;

/** The catalogue of violation types; a change also refreshes the record form's type choices. */
export const violationTypes = defineEntity('violationTypes', violationTypeApi, {
  related: [['violationTypeOptions']],
});
/** The ledger (staff): recording and appeal decisions. */
export const violations = defineEntity('violations', violationApi, { related: LEDGER_RELATED, quiet: true });
/** The signed-in supplier's own lines and its appeals. */
export const ownViolations = defineEntity('ownViolations', ownViolationApi, {
  related: [['violationStanding']],
  quiet: true,
});
/** Marks: what awaits one and the marks given. */
export const marks = defineEntity('supplierMarks', markApi, { quiet: true });
export const ladder = defineEntity('violationLadder', violationLadderApi, { quiet: true });

export const typeScreen = defineScreen({
  entity: violationTypes,
  testId: 'violation-type',
  permissions: {
    add: 'supply_violation_type',
    edit: 'supply_violation_type',
    status: 'supply_violation_type',
    del: 'supply_violation_type',
  },
  texts: { title: 'violation:type.title', add: 'violation:type.add', edit: 'violation:type.edit' },
  search: { keyword: 'violation:type.keyword', enabled: 'violation:type.field.enabled' },
});

export function useTypeOptions(enabled = true) {
  return useQuery({
    queryKey: ['violationTypeOptions'],
    queryFn: () => callApi(violationTypeApi.options),
    enabled,
    staleTime: 60_000,
  });
}

/** Suppliers to choose, through the key the screen holds. */
export function useSupplierChoices(via: 'violation' | 'mark', enabled = true) {
  return useQuery({
    queryKey: ['supplyChoices', via],
    queryFn: () => callApi(via === 'violation' ? violationApi.suppliers : markApi.suppliers),
    enabled,
    staleTime: 60_000,
  });
}

/** A supplier's standing: its own (`supplierId` null, supplier users) or one supplier's (staff). */
export function useStanding(supplierId: number | null) {
  return useQuery({
    queryKey: ['violationStanding', supplierId ?? 'own'],
    queryFn: () =>
      supplierId === null ? callApi(ownViolationApi.standing) : callApi(violationApi.standing, { supplierId }),
  });
}

/** Evidence uploads: staff recording a line, suppliers appealing. */
export const EVIDENCE_UPLOAD = { staff: violationApi.upload.path, supplier: ownViolationApi.upload.path } as const;

export const VIOLATION_PATH = '/supplier/violation';
export const MARK_PATH = '/supplier/mark';
