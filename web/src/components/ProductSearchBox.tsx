import { useRef } from 'react';
import { Button } from 'antd';
import type { InputRef } from 'antd/es/input/Input.js';
// The search box alone: antd's Input module also brings OTP, Password and TextArea (~5 KB gzip) onto
// every page, this being in the header.
import Search from 'antd/es/input/Search.js';
import { BRAND } from '../app/theme.js';
import { useTypedBeforeTakeover } from '../app/takeover.js';
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

/**
 * The product search of the header and the home hero: Enter or the button goes to the shop. It is also a
 * plain form to the shop's search address, so on a page painted from its HTML (the prerendered `/`, `/shop`
 * and `/checkout`) Enter searches before the app's code has arrived; once the app draws it, the app
 * navigates instead and the form is never sent.
 */
export function ProductSearchBox({
  size = 'middle',
  placeholder = 'Search yam, rice, plantain…',
  onSearched,
  id,
  accent = false,
}: Props) {
  const navigate = useNavigate();
  // Text typed into the page's prerendered box before the app drew this one stays, with the caret.
  const input = useRef<InputRef>(null);
  const typed = useTypedBeforeTakeover('search', input);
  return (
    <form action="/shop" method="get" onSubmit={(event) => event.preventDefault()}>
      <Search
        ref={input}
        id={id}
        defaultValue={typed?.value}
        name="search"
        aria-label="Search products"
        placeholder={placeholder}
        enterButton={
          // A submit button: it sends the form while the page is still the prerendered markup.
          <Button
            type="primary"
            htmlType="submit"
            style={
              accent ? { background: BRAND.harvest, borderColor: BRAND.harvest, color: '#1f1a10' } : undefined
            }
          >
            Search
          </Button>
        }
        size={size}
        allowClear
        onSearch={(value, _event, info) => {
          if (info?.source === 'clear') return;
          navigate(shopSearchPath(value));
          onSearched?.();
        }}
      />
    </form>
  );
}
