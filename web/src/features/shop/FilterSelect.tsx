import { lazy, Suspense } from 'react';

// antd's Select with its dropdown, virtual list and overflow (~36 KB gzip, /shop's largest part) in a
// chunk of its own: requested by the page's first render, with the product list, not before it (issue 14).
const Select = lazy(() => import('antd/es/select/index.js'));

interface Props<T extends string> {
  id: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A filter's antd Select; while it loads, a skeleton of its size holds its place (shop.css). */
export function FilterSelect<T extends string>({ id, value, options, onChange }: Props<T>) {
  return (
    <Suspense fallback={<div className="ihe-skeleton ihe-shop-select-loading" aria-hidden />}>
      <Select id={id} value={value} options={options} onChange={(next) => onChange(next as T)} />
    </Suspense>
  );
}
