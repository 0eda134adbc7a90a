import { useEffect, useState, type KeyboardEvent } from 'react';
import { Button, Input, Space } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';

interface Props {
  value: number;
  min?: number;
  max: number;
  /** Called with a whole number within min..max: at once for the buttons and arrow keys, on blur or Enter when typed. */
  onChange: (value: number) => void;
  /** Accessible name of the number box, e.g. "Quantity (kg) of Abakaliki white yam". */
  label: string;
  disabled?: boolean;
  size?: 'small' | 'middle';
}

/**
 * − [n] + with big touch targets; typing is kept as a draft until it is committed. The box takes digits
 * only and is a spin button to assistive technology (ARIA's spinbutton: arrow keys step, Home and End go
 * to the limits). antd's InputNumber is not used: its step handles are small, cannot be reached by Tab and
 * are not named for the quantity.
 */
export function QuantityStepper({ value, min = 1, max, onChange, label, disabled, size = 'middle' }: Props) {
  const top = Math.max(min, max);
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const clamp = (n: number) => Math.min(Math.max(Math.floor(n), min), top);
  const typed = draft === '' ? null : Number(draft);
  const set = (next: number) => {
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const commit = () => set(typed === null ? value : clamp(typed));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') return commit();
    const to = {
      ArrowUp: clamp((typed ?? value) + 1),
      ArrowDown: clamp((typed ?? value) - 1),
      Home: min,
      End: top,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    set(to);
  };
  return (
    <Space.Compact size={size}>
      <Button
        icon={<MinusOutlined />}
        aria-label="Decrease quantity"
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
      />
      <Input
        role="spinbutton"
        aria-label={label}
        aria-valuenow={typed ?? value}
        aria-valuemin={min}
        aria-valuemax={top}
        value={draft}
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={onKeyDown}
        // Room for four digits; the figure sits between the two buttons.
        style={{ width: 64, textAlign: 'center' }}
      />
      <Button
        icon={<PlusOutlined />}
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      />
    </Space.Compact>
  );
}
