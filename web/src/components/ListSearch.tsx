import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { SearchField } from './SearchField.js';

interface Props {
  /** Its accessible name ("Search orders"). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter, the button, or the clear button (with ''). */
  onSearch: (value: string) => void;
}

/** The search box above a list (orders, products, people, the audit log), with an icon button. */
export function ListSearch({ label, placeholder, value, onChange, onSearch }: Props) {
  return (
    <SearchField
      name="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      onSearch={onSearch}
      // Emptied, the list shows everything again.
      onClear={() => onSearch('')}
      button={<Button htmlType="submit" icon={<SearchOutlined />} aria-label="Search" />}
    />
  );
}
