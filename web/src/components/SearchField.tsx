import { forwardRef, type CSSProperties, type ReactNode } from 'react';
import { Button } from 'antd';
import { themeVariablesClass } from '../app/theme.js';
import './search-field.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Enter or the Search button, with the box's text. */
  onSearch: (value: string) => void;
  /** The clear button, after the box was emptied. */
  onClear?: () => void;
  id?: string;
  name: string;
  placeholder: string;
  /** Its accessible name, where no `<label>` names it. */
  'aria-label'?: string;
  maxLength?: number;
  size?: 'middle' | 'large';
  /** The Search button's colours, where the primary green would not stand out (the home hero). */
  buttonStyle?: CSSProperties;
  /** Another submit button than the primary "Search" one (a list's icon button: ListSearch). */
  button?: ReactNode;
  /** Where the form goes when sent before the app's code has arrived (a page painted from its HTML). */
  action?: string;
}

/**
 * A search box with its Search button and a clear button, drawn as antd's Input.Search (search-field.css)
 * from plain markup: Input.Search put ~45 KB of inline CSS into every storefront page, ran antd's input and
 * compact-space code in each turn that drew it, and ~12 KB gzip of code on each list page (issue 14). It is
 * a form: with an `action`, Enter or the button sends it on a page painted from its HTML before the app's
 * code has arrived; once the app draws it, the app searches itself and the form is never sent.
 */
export const SearchField = forwardRef<HTMLInputElement, Props>(function SearchField(
  {
    value,
    onChange,
    onSearch,
    onClear,
    id,
    name,
    placeholder,
    maxLength,
    size = 'middle',
    buttonStyle,
    button,
    action,
    ...rest
  },
  ref,
) {
  return (
    <form
      action={action}
      method="get"
      // The theme's CSS variables apply under its class, which antd gives its own components only.
      className={`ihe-search-field${size === 'large' ? ' ihe-search-field-lg' : ''} ${themeVariablesClass}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      <span className="ihe-search-field-box">
        <input
          ref={ref}
          id={id}
          name={name}
          type="search"
          aria-label={rest['aria-label']}
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {/* Out of the tab order, as antd's: a keyboard empties the box itself. Hidden, not removed, while
            the box is empty, so the text does not move when it shows. */}
        <button
          type="button"
          tabIndex={-1}
          className="ihe-search-field-clear"
          aria-label="Clear search"
          hidden={value === ''}
          onClick={() => {
            onChange('');
            onClear?.();
          }}
        />
      </span>
      {/* A submit button: it sends the form while the page is still the prerendered markup. */}
      {button ?? (
        <Button type="primary" htmlType="submit" size={size} style={buttonStyle}>
          Search
        </Button>
      )}
    </form>
  );
});
