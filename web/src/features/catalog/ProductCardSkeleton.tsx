import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined.js';
import { StaticIcon } from '../../components/StaticIcon.js';
import '../../components/skeleton.css';

/**
 * The loading shape of a ProductCard: the image's square, the name, three lines and the button, in
 * antd's skeleton look (components/skeleton.css and catalog.css, with the page's useThemeVars) without its component.
 */
export function ProductCardSkeleton() {
  return (
    <div className="ihe-product-card ihe-product-skeleton" aria-hidden>
      <div className="ihe-skeleton ihe-product-skeleton-image">
        <StaticIcon icon={PictureOutlined} />
      </div>
      <div className="ihe-product-skeleton-body">
        <div className="ihe-skeleton ihe-skeleton-title" />
        <div className="ihe-skeleton ihe-skeleton-line" />
        <div className="ihe-skeleton ihe-skeleton-line" />
        <div className="ihe-skeleton ihe-skeleton-line ihe-skeleton-line-last" />
        <div className="ihe-skeleton ihe-skeleton-button" />
      </div>
    </div>
  );
}
