/** The one naira formatter (docs/web-ui.md), shared with the server's texts: ₦12,500. */
export { formatNaira } from '@ihe/contracts';
