import { Button } from 'antd';
// The search box alone: antd's Input module also brings OTP, Password and TextArea (~5 KB gzip) onto
// every page, this being in the header.
import Search from 'antd/es/input/Search.js';
import { BRAND } from '../app/theme.js';
import { useNavigate } from 'react-router-dom';
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

/** The product search of the header and the home hero: Enter or the button goes to the shop. */
export function ProductSearchBox({
  size = 'middle',
  placeholder = 'Search yam, rice, plantain…',
  onSearched,
  id,
  accent = false,
}: Props) {
  const navigate = useNavigate();
  return (
    <Search
      id={id}
      aria-label="Search products"
      placeholder={placeholder}
      enterButton={
        accent ? (
          <Button
            type="primary"
            style={{ background: BRAND.harvest, borderColor: BRAND.harvest, color: '#1f1a10' }}
          >
            Search
          </Button>
        ) : (
          'Search'
        )
      }
      size={size}
      allowClear
      onSearch={(value, _event, info) => {
        if (info?.source === 'clear') return;
        navigate(shopSearchPath(value));
        onSearched?.();
      }}
    />
  );
}
