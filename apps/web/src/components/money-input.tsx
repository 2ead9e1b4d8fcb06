import { InputNumber, type InputNumberProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { currencyDigits, inputToMinor, minorToInput, moneyStep } from '../lib/money.ts';

type Props = Omit<InputNumberProps<string>, 'value' | 'onChange' | 'stringMode' | 'precision' | 'step' | 'min'> & {
  /** integer minor units of `currency` */
  value?: number | null;
  onChange?: (minor: number | null) => void;
  currency: string;
};

/**
 * A money field that takes and gives integer minor units while the user types major units in the
 * currency's own precision (no decimals for JPY, three for KWD). The typed text is kept as it is
 * until it is an amount, so "12." can become "12.5" without the field jumping.
 */
export function MoneyInput({ value, onChange, currency, ...rest }: Props): ReactNode {
  const [text, setText] = useState<string | null>(minorToInput(value, currency));

  useEffect(() => {
    const shown = inputToMinor(text, currency);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the typed text follows an outside change
    if (shown !== (value ?? null)) setText(minorToInput(value, currency));
    // Only an outside change of the amount or currency rewrites the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, currency]);

  return (
    <InputNumber<string>
      {...rest}
      stringMode
      min="0"
      step={moneyStep(currency)}
      precision={currencyDigits(currency)}
      value={text}
      onChange={(next) => {
        const typed = next === null || next === undefined ? null : String(next);
        setText(typed);
        const minor = inputToMinor(typed, currency);
        if (minor !== undefined) onChange?.(minor);
      }}
    />
  );
}
