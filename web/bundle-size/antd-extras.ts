import { antdModule } from './library-edits.js';
import { lazyExport, type OnDemandChunk } from './on-demand.js';

const ID = '\0antd-extras';
const extra = (name: string, fallback: string) => lazyExport(ID, name, name, fallback);

/** flattenKeys as FilterDropdown.js has it; useFilter keeps a copy, which must stay its equal. */
const FLATTEN_KEYS = `export function flattenKeys(filters) {
  let keys = [];
  (filters || []).forEach(({
    value,
    children
  }) => {
    keys.push(value);
    if (children) {
      keys = [].concat(_toConsumableArray(keys), _toConsumableArray(flattenKeys(children)));
    }
  });
  return keys;
}`;

/**
 * Parts of antd's Table, Pagination and Typography that no page uses, loaded only when one does: Table's
 * filter dropdown (for columns with `filters` or `filterDropdown`; filters live above the tables, in the
 * URL), its selection column (`rowSelection`) and virtual rows (`virtual`), Pagination's page-size menu
 * (every page sets `showSizeChanger: false`), Typography's `editable` box (its TextArea). They brought
 * Tree, Checkbox, Radio, Dropdown, Empty, Select and its virtual list onto every table page, TextArea onto
 * every page.
 */
export const ANTD_EXTRAS: OnDemandChunk = {
  name: 'antd-extras-on-demand',
  module: {
    id: ID,
    code: `export { default as FilterDropdown } from 'antd/es/table/hooks/useFilter/FilterDropdown.js';
export { default as Checkbox } from 'antd/es/checkbox/index.js';
export { default as Dropdown } from 'antd/es/dropdown/index.js';
export { default as Radio } from 'antd/es/radio/index.js';
export { default as RcVirtualTable } from 'antd/es/table/RcTable/VirtualTable.js';
export { default as Select } from 'antd/es/select/index.js';
export { default as Editable } from 'antd/es/typography/Editable.js';`,
  },
  edits: [
    // The column's title shows while its filter dropdown loads.
    [
      antdModule('table/hooks/useFilter/index'),
      [
        [
          "import FilterDropdown, { flattenKeys } from './FilterDropdown';",
          `${extra('FilterDropdown', 'props.children')}\n${FLATTEN_KEYS.replace('export ', '')}`,
        ],
      ],
    ],
    [antdModule('table/hooks/useFilter/FilterDropdown'), [[FLATTEN_KEYS, FLATTEN_KEYS]]],
    // The selection column's boxes and menu appear once loaded.
    [
      antdModule('table/hooks/useSelection'),
      [
        ["import Checkbox from '../../checkbox';", extra('Checkbox', 'null')],
        ["import Dropdown from '../../dropdown';", extra('Dropdown', 'null')],
        ["import Radio from '../../radio';", extra('Radio', 'null')],
      ],
    ],
    // A table with `virtual` rows renders once its code loaded.
    [
      antdModule('table/InternalTable'),
      [["import RcVirtualTable from './RcTable/VirtualTable';", extra('RcVirtualTable', 'null')]],
    ],
    // Typography's editing box (TextArea) shows once loaded.
    [
      antdModule('typography/Base/index'),
      [["import Editable from '../Editable';", extra('Editable', 'null')]],
    ],
    // The page-size menu (Select) shows once loaded.
    [antdModule('pagination/Pagination'), [["import Select from '../select';", extra('Select', 'null')]]],
  ],
};
