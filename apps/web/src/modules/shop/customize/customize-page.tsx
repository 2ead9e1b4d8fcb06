import { ArrowLeftOutlined, BgColorsOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../../styles/generated/antd-console.css';

/** /customize hides the shell; the page designer itself belongs to the shop-design area. */
export function CustomizePage(): ReactNode {
  const { t } = useTranslation(['shell', 'perm']);
  return (
    <main className="customize-page" data-testid="customize">
      <Result
        icon={<BgColorsOutlined style={{ color: '#1677ff' }} />}
        title={t('shell:customize.title')}
        subTitle={t('shell:customize.body', { area: t('perm:shezhi') })}
        extra={
          <Link to="/dashboard">
            <Button type="primary" icon={<ArrowLeftOutlined />}>
              {t('shell:back_dashboard')}
            </Button>
          </Link>
        }
      />
    </main>
  );
}
