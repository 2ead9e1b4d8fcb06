import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../lib/auth-store.ts';
import { InspectionsTab } from './inspections-tab.tsx';
import { PointsTab } from './points-tab.tsx';

/**
 * /supplier/inspection: the inspections (state filter, supplier, product or lot search) and, for
 * staff holding `supply_inspection_point`, the control points with their overrides (`?tab=points`).
 */
export function InspectionPage(): ReactNode {
  const { t } = useTranslation('inspection');
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  if (!can('supply_inspection_point')) return <InspectionsTab />;
  const tab = search.get('tab') === 'points' ? 'points' : 'inspections';
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      onChange={(key) => setSearch(key === 'inspections' ? {} : { tab: key })}
      data-testid="inspection-tabs"
      items={[
        { key: 'inspections', label: t('tab.inspections'), children: <InspectionsTab /> },
        { key: 'points', label: t('tab.points'), children: <PointsTab /> },
      ]}
    />
  );
}
