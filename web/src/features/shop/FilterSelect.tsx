import { Select } from 'antd';

interface Props<T extends string> {
  id: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A filter's choice (category, sort): antd's Select, labelled by the `<label htmlFor={id}>` beside it. */
export function FilterSelect<T extends string>({ id, value, options, onChange }: Props<T>) {
  return (
    <Select<T>
      id={id}
      className="ihe-filter-select"
      value={value}
      options={options}
      onChange={onChange}
      popupMatchSelectWidth={false}
    />
  );
}
