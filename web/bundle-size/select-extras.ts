import { antdModule, rcModule } from './library-edits.js';
import { lazyExport, type OnDemandChunk } from './on-demand.js';

const ID = '\0select-extras';
const extra = (name: string, fallback: string) => lazyExport(ID, name, name, fallback);
const rcSelectModule = (path: string) => rcModule(`select/es/${path}`);

/**
 * A select's option list (with @rc-component/virtual-list) renders only once the select opens, and the
 * multiple-choice box (with @rc-component/overflow) only for `mode="multiple"`: both load on demand (one
 * chunk: they load together on a page whose select opens), not with every page that has a filter select
 * (~9 KB gzip); antd's debug panel of the select is left out. The list is fetched when the browser is idle
 * after a page with a select loads; keys pressed in a select opened before it arrived are not handled (as
 * with no options).
 */
export const SELECT_EXTRAS: OnDemandChunk = {
  name: 'select-extras-on-demand',
  module: {
    id: ID,
    code: `export { default as OptionList } from '@rc-component/select/es/OptionList.js';
export { default as MultipleContent } from '@rc-component/select/es/SelectInput/Content/MultipleContent.js';`,
  },
  edits: [
    // The open dropdown holds an option's height of space while its list loads. A page with a select
    // fetches the list when the browser is next idle, so it is there by the time someone opens one.
    [
      rcSelectModule('Select'),
      [
        [
          'import OptionList from "./OptionList";',
          `${extra('OptionList', "React.createElement('div', { style: { height: 32 } })")}
(globalThis.requestIdleCallback ?? setTimeout)(() => void import('${ID}'));`,
        ],
      ],
    ],
    // Only `mode="multiple"` or `"tags"` renders it (no page does): the box shows once loaded.
    [
      rcSelectModule('SelectInput/Content/index'),
      [['import MultipleContent from "./MultipleContent";', extra('MultipleContent', 'null')]],
    ],
    // antd's own docs render a select's dropdown alone with it (_util/PurePanel); no page does.
    [
      antdModule('select/index'),
      [
        ["import genPurePanel from '../_util/PurePanel';", ''],
        ["const PurePanel = genPurePanel(Select, 'popupAlign');", ''],
        ['Select._InternalPanelDoNotUseOrYouWillBeFired = PurePanel;', ''],
      ],
    ],
  ],
};
