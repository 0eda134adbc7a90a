import { useState } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import './product-image.css';

interface Props {
  src: string | undefined;
  alt: string;
  /** Above-the-fold images load at once; the rest wait until they scroll near (slow networks). */
  eager?: boolean;
  className?: string;
}

/** A square product image that falls back to a neat icon when missing or broken (docs/web-ui.md). Key it by src. */
export function ProductImage({ src, alt, eager = false, className = 'ihe-product-image' }: Props) {
  const [failed, setFailed] = useState(false);
  if (!src || failed)
    return (
      <div className={`${className} ihe-product-image-fallback`} role="img" aria-label={alt}>
        <PictureOutlined aria-hidden />
      </div>
    );
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={512}
      height={512}
      onError={() => setFailed(true)}
    />
  );
}
