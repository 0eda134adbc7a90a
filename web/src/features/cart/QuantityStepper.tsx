import { useEffect, useState } from 'react';
import { Button, InputNumber, Space } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';

interface Props {
  value: number;
  min?: number;
  max: number;
  /** Called with a whole number within min..max: at once for the buttons, on blur or Enter when typed. */
  onChange: (value: number) => void;
  /** Accessible name of the number box, e.g. "Quantity (kg) of Abakaliki white yam". */
  label: string;
  disabled?: boolean;
  size?: 'small' | 'middle' | 'large';
}

/** − [n] + with big touch targets; typing is kept as a draft until it is committed. */
export function QuantityStepper({ value, min = 1, max, onChange, label, disabled, size = 'middle' }: Props) {
  const [draft, setDraft] = useState<number | null>(value);
  useEffect(() => setDraft(value), [value]);
  const clamp = (n: number) => Math.min(Math.max(Math.floor(n), min), Math.max(min, max));
  const commit = () => {
    const next = draft === null || !Number.isFinite(draft) ? value : clamp(draft);
    setDraft(next);
    if (next !== value) onChange(next);
  };
  return (
    <Space.Compact size={size} className="ihe-stepper">
      <Button
        icon={<MinusOutlined />}
        aria-label="Decrease quantity"
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
      />
      <InputNumber
        aria-label={label}
        value={draft}
        min={min}
        max={Math.max(min, max)}
        precision={0}
        controls={false}
        inputMode="numeric"
        disabled={disabled}
        onChange={(next) => setDraft(typeof next === 'number' ? next : null)}
        onBlur={commit}
        onPressEnter={commit}
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
