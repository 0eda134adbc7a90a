import { useImperativeHandle, useRef, type CSSProperties, type ReactElement, type Ref } from 'react';
import { Button, Input, type InputRef } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useValueTypedBeforeHydration } from './use-value-typed-before-hydration.js';

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
  /** Another button than the primary "Search" one (a list's icon button: ListSearch). */
  button?: ReactElement;
  /** Where the form goes when sent before the app's code has arrived (a page painted from its HTML). */
  action?: string;
  ref?: Ref<InputRef>;
}

/**
 * antd's Input.Search with a clear button, in a form: with an `action`, Enter or the button sends it on a
 * page painted from its HTML before the app's code has arrived (the prerendered `/`, `/shop`, `/checkout`);
 * once the app has it, the app searches and the form is never sent. Text typed before then is kept.
 */
export function SearchField({
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
  ref,
  ...rest
}: Props) {
  const input = useRef<InputRef>(null);
  useImperativeHandle(ref, () => input.current!, []);
  useValueTypedBeforeHydration(() => input.current?.input, value, onChange);
  return (
    <form
      action={action}
      method="get"
      // Enter and the Search button both submit the form; the app searches instead of sending it.
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      <Input.Search
        ref={input}
        id={id}
        name={name}
        type="search"
        aria-label={rest['aria-label']}
        placeholder={placeholder}
        maxLength={maxLength}
        size={size}
        value={value}
        allowClear={{ clearIcon: <CloseCircleFilled aria-label="Clear search" /> }}
        onChange={(event) => onChange(event.target.value)}
        // antd's own search (Enter, the button) is the form's submission above; only its clear is taken here.
        onSearch={(_text, _event, info) => {
          if (info?.source === 'clear') onClear?.();
        }}
        // A submit button: it sends the form while the page is still the prerendered markup.
        enterButton={
          button ?? (
            <Button type="primary" htmlType="submit" style={buttonStyle}>
              Search
            </Button>
          )
        }
      />
    </form>
  );
}
