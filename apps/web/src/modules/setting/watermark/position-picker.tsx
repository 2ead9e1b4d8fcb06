import { Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatermarkPosition } from '@shop/shared/api/watermark';
import { WATERMARK_POSITIONS } from '@shop/shared/constants';

interface Props {
  value?: WatermarkPosition;
  onChange?: (position: WatermarkPosition) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * The nine positions as a 3x3 grid of radio buttons laid out like the picture: each has its name
 * (read by screen readers and shown as a tooltip), and the arrow keys move between them.
 */
export function PositionPicker({ value, onChange, id, disabled }: Props): ReactNode {
  const { t } = useTranslation('watermark');
  return (
    <div className="position-picker">
      <Radio.Group
        id={id}
        name="watermark-position"
        className="position-grid"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.value as WatermarkPosition)}
        aria-label={t('watermark:field.position')}
        data-testid="watermark-position"
      >
        {WATERMARK_POSITIONS.map((position) => (
          <Radio
            key={position}
            value={position}
            className="position-cell"
            title={t(`watermark:position.${position}`)}
            data-testid={`watermark-position-${position}`}
          >
            <span className="position-label">{t(`watermark:position.${position}`)}</span>
          </Radio>
        ))}
      </Radio.Group>
      <span className="position-name" aria-hidden="true" data-testid="watermark-position-name">
        {value ? t(`watermark:position.${value}`) : ''}
      </span>
    </div>
  );
}
