import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

/**
 * An antd icon drawn as the plain markup antd draws for it (span.anticon > svg, styled by antd's icon
 * CSS), always decorative. For pictures repeated across a storefront page: each product card's facts and
 * buttons, the loading skeletons. antd's icon component is three components deep, with a context read and
 * an effect per icon; a page of product cards draws over a hundred of them inside its longest tasks
 * (issue 14). Outlined and filled icons only: a two-tone icon's drawing depends on its colours.
 */
export function StaticIcon({ icon }: { icon: IconDefinition }) {
  const svg = icon.icon as AbstractNode;
  return (
    <span className={`anticon anticon-${icon.name}`} aria-hidden>
      <svg
        viewBox={svg.attrs.viewBox}
        focusable="false"
        data-icon={icon.name}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden
      >
        {svg.children?.map((path) => (
          <path key={path.attrs.d} d={path.attrs.d} />
        ))}
      </svg>
    </span>
  );
}
