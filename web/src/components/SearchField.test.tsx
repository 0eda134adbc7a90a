import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from './SearchField.js';
import { ListSearch } from './ListSearch.js';

/** Whether each form submission the page saw was stopped (the app searches itself instead). */
const submissions: boolean[] = [];
const recordSubmission = (event: Event) => submissions.push(event.defaultPrevented);
afterEach(() => {
  window.removeEventListener('submit', recordSubmission);
  submissions.length = 0;
});

function Field(props: { onSearch: (value: string) => void; onClear?: () => void; action?: string }) {
  const [value, setValue] = useState('');
  return (
    <SearchField
      name="search"
      aria-label="Search products"
      placeholder="Search"
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

describe('the search field', () => {
  it('searches with its text on Enter and on its button, without sending its form', async () => {
    window.addEventListener('submit', recordSubmission);
    const onSearch = vi.fn();
    render(<Field onSearch={onSearch} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'white yam{Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch.mock.calls).toEqual([['white yam'], ['white yam']]);
    expect(submissions).toEqual([true, true]);
  });

  it('is a form to its action only when given one', () => {
    const { unmount } = render(<Field onSearch={() => undefined} action="/shop" />);
    expect(screen.getByRole('searchbox').closest('form')).toHaveAttribute('action', '/shop');
    unmount();
    render(<Field onSearch={() => undefined} />);
    expect(screen.getByRole('searchbox').closest('form')).not.toHaveAttribute('action');
  });

  it('shows its clear button only with text; clearing empties the box without a search', async () => {
    const onSearch = vi.fn();
    const onClear = vi.fn();
    render(<Field onSearch={onSearch} onClear={onClear} />);
    const clearButton = () => screen.queryByRole('button', { name: 'Clear search' });
    expect(clearButton()).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'rice');
    await user.click(clearButton()!);
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(clearButton()).toBeNull();
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe("a list's search", () => {
  it('searches from its icon button, and with nothing once cleared', async () => {
    const onSearch = vi.fn();
    function Orders() {
      const [text, setText] = useState('');
      return (
        <ListSearch
          label="Search orders"
          placeholder="Order number"
          value={text}
          onChange={setText}
          onSearch={onSearch}
        />
      );
    }
    render(<Orders />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'IHE-1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch.mock.calls).toEqual([['IHE-1'], ['']]);
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
  });
});
