import { InputNumber, type InputNumberProps } from 'antd';
import type { ReactNode } from 'react';
import { TAX_PERCENT_MAX } from '@shop/shared/api/tax';
import { basisPointsToPercent, percentToBasisPoints } from './rate.ts';

type Props = Omit<InputNumberProps<number>, 'value' | 'onChange' | 'min' | 'max' | 'precision'> & {
  /** basis points (13 % = 1300) */
  value?: number | null;
  onChange?: (basisPoints: number | null) => void;
};

/** A percent typed with two decimals at most (13.5) that the form holds in basis points (1350). */
export function PercentInput({ value, onChange, ...rest }: Props): ReactNode {
  return (
    <InputNumber<number>
      {...rest}
      min={0}
      max={basisPointsToPercent(TAX_PERCENT_MAX)}
      precision={2}
      step={0.5}
      suffix="%"
      value={value === null || value === undefined ? null : basisPointsToPercent(value)}
      onChange={(next) => onChange?.(percentToBasisPoints(next))}
    />
  );
}
