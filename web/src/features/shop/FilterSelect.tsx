import { useLayoutEffect } from 'react';
import { useChosenBeforeTakeover } from '../../app/takeover.js';
import './filter-select.css';

interface Props<T extends string> {
  id: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/**
 * A filter's choice: the browser's own select, drawn as antd's Select (filter-select.css). A phone opens
 * its own picker, and the shop needs no code for it: antd's Select with its dropdown, virtual list and
 * overlay cost /shop ~36 KB gzip of code, 38 KB of inline CSS and one of its longest tasks after the
 * first paint (issue 14). A pick made on the painted page before the app drew this select is applied.
 */
export function FilterSelect<T extends string>({ id, value, options, onChange }: Props<T>) {
  const chosen = useChosenBeforeTakeover(id) as T | undefined;
  // Once, before the first paint of this select: the pick is the visitor's, made before the app was here.
  useLayoutEffect(() => {
    if (chosen !== undefined && chosen !== value) onChange(chosen);
  }, [chosen]);
  return (
    <select
      id={id}
      name={id}
      className="ihe-filter-select"
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
