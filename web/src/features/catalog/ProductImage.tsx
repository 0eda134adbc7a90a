import { useState } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import { productImageSrcSet } from '@ihe/contracts';
import './product-image.css';

interface Props {
  src: string | undefined;
  alt: string;
  /** Above-the-fold images load at once; the rest wait until they scroll near (slow networks). */
  eager?: boolean;
  /** The page's largest image (its LCP): fetched ahead of the scripts' requests. */
  priority?: boolean;
  /** How wide the image shows (the `sizes` attribute): the browser picks the smallest stored size that fits. */
  sizes?: string;
  className?: string;
}

/**
 * A square product image that falls back to a neat icon when missing or broken (docs/web-ui.md). Key it
 * by src. An upload comes with 320, 640 and 1200 px WebP sizes (srcset); width and height reserve its
 * square, so nothing moves when it arrives.
 */
export function ProductImage({
  src,
  alt,
  eager = false,
  priority = false,
  sizes = '64px',
  className = 'ihe-product-image',
}: Props) {
  const [failed, setFailed] = useState(false);
  if (!src || failed)
    return (
      <div className={`${className} ihe-product-image-fallback`} role="img" aria-label={alt}>
        <PictureOutlined aria-hidden />
      </div>
    );
  const srcSet = productImageSrcSet(src);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={512}
      height={512}
      onError={() => setFailed(true)}
    />
  );
}
