import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LadderTab } from './ladder-tab.tsx';
import { LedgerTab } from './ledger-tab.tsx';
import { TypeTab } from './type-tab.tsx';

const TABS = ['ledger', 'types', 'ladder'] as const;
type Tab = (typeof TABS)[number];

/**
 * /supplier/violation: the ledger (record a violation, decide appeals), the catalogue of types and
 * the sanction ladder, one tab each; the tab is kept in the URL (`?tab=types`).
 */
export function ViolationPage(): ReactNode {
  const { t } = useTranslation('violation');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'ledger';
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      onChange={(key) => setSearch(key === 'ledger' ? {} : { tab: key })}
      data-testid="violation-tabs"
      items={[
        { key: 'ledger', label: t('tab.ledger'), children: <LedgerTab /> },
        { key: 'types', label: t('tab.types'), children: <TypeTab /> },
        { key: 'ladder', label: t('tab.ladder'), children: <LadderTab /> },
      ]}
    />
  );
}
