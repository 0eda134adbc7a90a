import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MinusOutlined, PictureOutlined, PlusOutlined, SafetyCertificateFilled } from '@ant-design/icons';
import PictureOutlinedSvg from '@ant-design/icons-svg/es/asn/PictureOutlined.js';
import PlusOutlinedSvg from '@ant-design/icons-svg/es/asn/PlusOutlined.js';
import MinusOutlinedSvg from '@ant-design/icons-svg/es/asn/MinusOutlined.js';
import SafetyCertificateFilledSvg from '@ant-design/icons-svg/es/asn/SafetyCertificateFilled.js';
import type { ComponentType } from 'react';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { StaticIcon } from './StaticIcon.js';

/** An icon's markup as the page gets it, attributes in a fixed order. */
function markup(element: Element): string {
  const attributes = [...element.attributes]
    .map(({ name, value }) => `${name}="${value}"`)
    .sort()
    .join(' ');
  return `<${element.tagName.toLowerCase()} ${attributes}>${[...element.children].map(markup).join('')}`;
}

describe('StaticIcon', () => {
  it.each([
    ['picture', PictureOutlined, PictureOutlinedSvg],
    ['plus (two paths)', PlusOutlined, PlusOutlinedSvg],
    ['minus', MinusOutlined, MinusOutlinedSvg],
    ['safety certificate (filled)', SafetyCertificateFilled, SafetyCertificateFilledSvg],
  ] as Array<[string, ComponentType<{ 'aria-hidden': boolean }>, IconDefinition]>)(
    "draws the %s icon's svg as antd's component does, decorative",
    (_name, AntdIcon, definition) => {
      const antd = render(<AntdIcon aria-hidden />).container.firstElementChild!;
      const plain = render(<StaticIcon icon={definition} />).container.firstElementChild!;
      expect(markup(plain.querySelector('svg')!)).toBe(markup(antd.querySelector('svg')!));
      expect(plain.className).toBe(antd.className);
      expect(plain.getAttribute('aria-hidden')).toBe('true');
    },
  );
});
