import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { LoadingOutlined } from '@ant-design/icons';
import './plain-button.css';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: 'default' | 'primary';
  icon?: ReactNode;
  /** Shows a spinner in place of the icon and ignores clicks meanwhile, as antd's loading button does. */
  loading?: boolean;
  block?: boolean;
}

/**
 * A button drawn by plain-button.css with the theme's CSS variables (inside an element of
 * themeVariablesClass), looking as antd's Button does. For controls repeated on every product card:
 * antd's Button registers and hashes its styles per instance on each render, which made up about a
 * quarter of the shop's main-thread blocking (issue 14).
 */
export function PlainButton({
  variant = 'default',
  icon,
  loading = false,
  block = false,
  className,
  children,
  onClick,
  ...rest
}: Props) {
  const classes = ['ihe-button', `ihe-button-${variant}`];
  if (block) classes.push('ihe-button-block');
  if (!children) classes.push('ihe-button-icon-only');
  if (className) classes.push(className);
  const shownIcon = loading ? <LoadingOutlined /> : icon;
  return (
    <button
      {...rest}
      type="button"
      className={classes.join(' ')}
      aria-busy={loading || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (!loading) onClick?.(event);
      }}
    >
      {shownIcon && (
        <span className="ihe-button-icon" aria-hidden>
          {shownIcon}
        </span>
      )}
      {children && <span>{children}</span>}
    </button>
  );
}
