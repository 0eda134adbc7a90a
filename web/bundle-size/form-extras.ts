import { antdModule, rcModule } from './library-edits.js';
import { lazyExport, type OnDemandChunk } from './on-demand.js';

/** Its own chunk, not in antd-extras: every importer of a lazy module lists all that module's files. */
const ID = '\0antd-form-extras';
const extra = (name: string, exported: string, fallback: string) => lazyExport(ID, name, exported, fallback);
const WITH_REACT = "import * as React from 'react';\n";

/**
 * Parts of antd's form controls and Tabs that no page uses, loaded only when one does: Input.OTP and
 * Input.Search, Upload.Dragger, the upload list's progress bar, Tabs' overflow menu (rc-menu,
 * rc-dropdown). They weighed on every form page and every Tabs page.
 */
export const FORM_EXTRAS: OnDemandChunk = {
  name: 'antd-form-extras-on-demand',
  module: {
    id: ID,
    code: `export { default as OTP } from 'antd/es/input/OTP/index.js';
export { default as Search } from 'antd/es/input/Search.js';
export { default as Dragger } from 'antd/es/upload/Dragger.js';
export { default as Progress } from 'antd/es/progress/index.js';
export { default as TabsDropdown } from '@rc-component/dropdown';
export { default as TabsMenu, MenuItem as TabsMenuItem } from '@rc-component/menu';`,
  },
  edits: [
    // Input.OTP and Input.Search render once loaded: no page has an OTP, and search boxes import Search itself.
    [
      antdModule('input/index'),
      [
        ["import OTP from './OTP';", WITH_REACT + extra('OTP', 'OTP', 'null')],
        ["import Search from './Search';", extra('Search', 'Search', 'null')],
      ],
    ],
    // Upload.Dragger (no page has it) renders once loaded.
    [
      antdModule('upload/index'),
      [["import Dragger from './Dragger';", WITH_REACT + extra('Dragger', 'Dragger', 'null')]],
    ],
    // An uploading file's progress bar (the pages add files as done and send them on submit) shows once loaded.
    [
      antdModule('upload/UploadList/ListItem'),
      [["import Progress from '../../progress';", extra('Progress', 'Progress', 'null')]],
    ],
    // Form's scrollToField (no page scrolls to a field, nor sets scrollToFirstError) scrolls once its helper loaded.
    [
      antdModule('form/hooks/useForm'),
      [
        [
          "import scrollIntoView from 'scroll-into-view-if-needed';",
          "const scrollIntoView = (node, options) => void import('scroll-into-view-if-needed').then(m => m.default(node, options));",
        ],
      ],
    ],
    // Tabs' "more" menu (for tabs that do not fit; never on phones) loads when some tab is hidden: until
    // then its button stands alone, measured as before.
    [
      rcModule('tabs/es/TabNavList/OperationNode'),
      [
        [
          "import Dropdown from '@rc-component/dropdown';\nimport Menu, { MenuItem } from '@rc-component/menu';",
          `${extra('Dropdown', 'TabsDropdown', 'props.children')}
${extra('Menu', 'TabsMenu', 'null')}
${extra('MenuItem', 'TabsMenuItem', 'null')}
const MoreButtonAlone = props => props.children;`,
        ],
        [
          'const moreNode = mobile ? null : /*#__PURE__*/React.createElement(Dropdown, _extends({',
          'const moreNode = mobile ? null : /*#__PURE__*/React.createElement(tabs.length ? Dropdown : MoreButtonAlone, _extends({',
        ],
      ],
    ],
  ],
};
