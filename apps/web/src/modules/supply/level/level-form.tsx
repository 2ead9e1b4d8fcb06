import { Form, Input, InputNumber, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LEVEL_LIMITS, levelAddBody, type levelApi } from '@shop/shared/api/supply-level';
import { schemaFields } from '../../../components/crud/form-fields.tsx';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { levelScreen } from './api.ts';

interface LevelValues {
  name: string;
  rank: number | null;
  inspectionSlots: number | null;
  orderCap: number | null;
  bidQuota: number | null;
  priority: number | null;
  dedicatedService: boolean;
  enabled: boolean;
}

const QUOTAS = ['inspectionSlots', 'orderCap', 'bidQuota'] as const;
const body = (v: Partial<LevelValues>) => ({
  name: v.name ?? '',
  rank: v.rank ?? 0,
  inspectionSlots: v.inspectionSlots ?? null,
  orderCap: v.orderCap ?? null,
  bidQuota: v.bidQuota ?? null,
  priority: v.priority ?? 0,
  dedicatedService: v.dedicatedService ?? false,
});

/** Add or edit a level: name, rank (unique), monthly rights (empty = unlimited), priority, dedicated service. */
export function LevelFormModal(): ReactNode {
  const { t } = useTranslation(['level', 'common']);
  const field = schemaFields(levelAddBody.shape, t, 'level');
  return (
    <FormModal<typeof levelApi, LevelValues>
      screen={levelScreen}
      width={560}
      initial={{
        name: '',
        rank: null,
        inspectionSlots: null,
        orderCap: null,
        bidQuota: null,
        priority: 0,
        dedicatedService: false,
        enabled: true,
      }}
      toValues={(l) => ({ ...l })}
      toAdd={(v) => ({ ...body(v), enabled: v.enabled ?? true })}
      toEdit={(v, l) => ({ ...body(v), id: l.id, version: l.version })}
    >
      {({ editing }) => (
        <>
          <Form.Item {...field('name')} required>
            <Input maxLength={LEVEL_LIMITS.nameMax} showCount data-testid="level-name-input" />
          </Form.Item>
          <Form.Item {...field('rank')} required extra={t('level:hint.rank')}>
            <InputNumber<number> min={1} max={LEVEL_LIMITS.rankMax} precision={0} data-testid="level-rank-input" />
          </Form.Item>
          <p className="form-hint">{t('level:hint.quota')}</p>
          <div className="settings-grid">
            {QUOTAS.map((q) => (
              <Form.Item key={q} name={q} label={t(`level:field.${q}`)}>
                <InputNumber<number>
                  min={0}
                  max={LEVEL_LIMITS.quotaMax}
                  precision={0}
                  placeholder={t('level:unlimited')}
                  style={{ width: 160 }}
                  data-testid={`level-${q}-input`}
                />
              </Form.Item>
            ))}
            <Form.Item {...field('priority')} extra={t('level:hint.priority')}>
              <InputNumber<number> min={0} max={LEVEL_LIMITS.priorityMax} precision={0} style={{ width: 160 }} />
            </Form.Item>
          </div>
          <Form.Item name="dedicatedService" label={t('level:field.dedicatedService')} valuePropName="checked">
            <Switch data-testid="level-dedicated-input" />
          </Form.Item>
          {!editing && (
            <Form.Item name="enabled" label={t('level:field.enabled')} valuePropName="checked">
              <Switch checkedChildren={t('common:status.enabled')} unCheckedChildren={t('common:status.disabled')} />
            </Form.Item>
          )}
        </>
      )}
    </FormModal>
  );
}
