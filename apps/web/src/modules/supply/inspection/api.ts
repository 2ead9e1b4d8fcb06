import { useQuery } from '@tanstack/react-query';
import { inspectionApi, inspectionPointApi } from '@shop/shared/api/supply-inspection';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Inspections (staff and suppliers); a result also refreshes the violation ledger and the standing. */
export const inspections = defineEntity('supplyInspections', inspectionApi, {
  related: [['violations'], ['violationStanding']],
  quiet: ['upload'],
});
/** Control points and their per-supplier overrides (staff). */
export const inspectionPoints = defineEntity('supplyInspectionPoints', inspectionPointApi, {
  related: [['supplyInspections']],
});

export const inspectionScreen = defineScreen({
  entity: inspections,
  testId: 'inspection',
  permissions: {},
  texts: { title: 'inspection:title' },
  search: { keyword: 'inspection:keyword', keywordWidth: 220 },
});

export const pointScreen = defineScreen({
  entity: inspectionPoints,
  testId: 'inspection-point',
  permissions: {
    add: 'supply_inspection_point',
    edit: 'supply_inspection_point',
    status: 'supply_inspection_point',
  },
  texts: { title: 'inspection:point.title', add: 'inspection:point.add', edit: 'inspection:point.edit' },
  search: { keyword: 'inspection:point.keyword' },
});

/** Products (a supplier: its own), categories, warehouses and suppliers for the forms and filters. */
export function useInspectionChoices() {
  return useQuery({
    queryKey: ['supplyInspections', 'choices'],
    queryFn: () => callApi(inspectionApi.choices),
    staleTime: 60_000,
  });
}

export const INSPECTION_PATH = '/supplier/inspection';
export const DETAIL_PATH = '/supplier/inspection/detail';
export const PHOTO_UPLOAD = inspectionApi.upload.path;
