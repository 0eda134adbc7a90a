import { useEffect, useState, type KeyboardEvent } from 'react';
import { Button } from 'antd';
// The pieces alone (the header's search box already loads them): antd's InputNumber (~7 KB gzip with its
// decimal maths) and the whole Space module would otherwise come with every product card (issue 14).
import Input from 'antd/es/input/Input.js';
import Compact from 'antd/es/space/Compact.js';
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
  size?: 'small' | 'middle' | 'large';
}

/**
 * − [n] + with big touch targets; typing is kept as a draft until it is committed. The box is antd's
 * Input taking digits only, a spin button to assistive technology (ARIA's spinbutton: arrow keys step,
 * Home and End go to the limits), as antd's InputNumber was.
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
    <Compact size={size} className="ihe-stepper">
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
        onPressEnter={commit}
        onKeyDown={onKeyDown}
        style={{ width: 64, textAlign: 'center' }}
      />
      <Button
        icon={<PlusOutlined />}
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      />
    </Compact>
  );
}
