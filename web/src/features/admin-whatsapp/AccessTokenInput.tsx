import { Input } from 'antd';
import { replaceMaskedInput } from './config-form.js';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The stored token as the server shows it (masked), '' when none is set. */
  mask: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * The access token text area: shows the masked stored token; focusing selects it and whatever the
 * admin types or pastes replaces it, never mixing with the dots.
 */
export function AccessTokenInput({ value = '', onChange, mask, ...rest }: Props) {
  return (
    <Input.TextArea
      {...rest}
      value={value}
      autoSize={{ minRows: 3, maxRows: 6 }}
      spellCheck={false}
      autoComplete="off"
      autoCapitalize="off"
      placeholder="Paste the permanent access token (starts with EAA…)"
      onFocus={(event) => {
        if (mask !== '' && value === mask) event.currentTarget.select();
      }}
      onChange={(event) =>
        onChange?.(replaceMaskedInput(value, event.target.value, mask, event.target.selectionEnd))
      }
      className="ihe-wa-token"
    />
  );
}
