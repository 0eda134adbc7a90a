import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BRAND } from '../app/theme.js';
import { SearchField } from './SearchField.js';
import { shopSearchPath } from './shop-search-path.js';

interface Props {
  size?: 'middle' | 'large';
  placeholder?: string;
  /** Called after navigating, e.g. to close the mobile drawer. */
  onSearched?: () => void;
  id?: string;
  /** On a green background (the home hero) the button takes the harvest amber instead of the primary green. */
  accent?: boolean;
}

const ACCENT_BUTTON = { background: BRAND.harvest, borderColor: BRAND.harvest, color: '#1f1a10' };

/**
 * The product search of the header and the home hero: Enter or the button goes to the shop, also on a page
 * painted from its HTML (the prerendered `/`, `/shop` and `/checkout`) before the app's code has arrived
 * (SearchField).
 */
export function ProductSearchBox({
  size = 'middle',
  placeholder = 'Search yam, rice, plantain…',
  onSearched,
  id,
  accent = false,
}: Props) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <SearchField
      id={id}
      action="/shop"
      name="search"
      aria-label="Search products"
      placeholder={placeholder}
      size={size}
      buttonStyle={accent ? ACCENT_BUTTON : undefined}
      value={text}
      onChange={setText}
      onSearch={(value) => {
        navigate(shopSearchPath(value));
        onSearched?.();
      }}
    />
  );
}
