import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI } from '@shop/shared/constants';

/** Appears after 100 px of scrolling. */
export function BackToTop(): ReactNode {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > UI.backToTopAfterPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <Button
      className="back-to-top"
      shape="circle"
      size="large"
      icon={<VerticalAlignTopOutlined />}
      aria-label={t('back_to_top')}
      title={t('back_to_top')}
      data-testid="back-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
