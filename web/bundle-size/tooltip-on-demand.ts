import { antdModule } from './library-edits.js';
import { lazyExport, type OnDemandChunk } from './on-demand.js';

/** Tooltip is a chunk of its own already (many pages import it): imported from where it is. */
const tooltip = lazyExport('antd/es/tooltip/index.js', 'Tooltip', 'default', 'props.children');
const TOOLTIP_IMPORT = "import Tooltip from '../../tooltip';";

/**
 * The tooltips of Typography (a cut-off text's, the copy and edit buttons') and of a Form label with
 * `tooltip`, loaded when one renders: every page has Typography, most a Form, few a tooltip. What a
 * tooltip wraps shows at once; hovering it before its code arrived shows nothing yet.
 */
export const TOOLTIP_ON_DEMAND: OnDemandChunk = {
  name: 'tooltip-on-demand',
  edits: [
    [antdModule('typography/Base/index'), [[TOOLTIP_IMPORT, tooltip]]],
    [antdModule('typography/Base/EllipsisTooltip'), [[TOOLTIP_IMPORT, tooltip]]],
    [antdModule('typography/Base/CopyBtn'), [[TOOLTIP_IMPORT, tooltip]]],
    [antdModule('form/FormItemLabel'), [["import Tooltip from '../tooltip';", tooltip]]],
  ],
};
