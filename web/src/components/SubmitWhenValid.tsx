import { Button, Form, type ButtonProps } from 'antd';

interface Props<Values> extends Omit<ButtonProps, 'htmlType' | 'disabled'> {
  /** Whether the form's current values may be sent (the spec's "submit is enabled only when the form is valid"). */
  isValid: (values: Values) => boolean;
  /** Disabled whatever the values (a request in flight, a locked account). */
  disabled?: boolean;
}

/**
 * A form's submit button, enabled only while its values are valid. It re-renders with the form's store
 * (Form.Item shouldUpdate) rather than from Form.useWatch, which reports a macrotask later: an Enter pressed
 * right after the last keystroke (a quick typist, a password manager's fill) would otherwise meet a button
 * still disabled, and the browser would not submit the form.
 */
export function SubmitWhenValid<Values>({ isValid, disabled = false, ...buttonProps }: Props<Values>) {
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => (
        <Button
          type="primary"
          {...buttonProps}
          htmlType="submit"
          disabled={disabled || !isValid(form.getFieldsValue(true) as Values)}
        />
      )}
    </Form.Item>
  );
}
