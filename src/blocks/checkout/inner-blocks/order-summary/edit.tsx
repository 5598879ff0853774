/**
 * The order summary in the block editor: the summary over the sample cart,
 * with its inner blocks (the totals, extension blocks) after the items, as
 * on the front end.
 */
import OrderSummary from './frontend';
import { sidebarEdit } from '../../layout/area-edit';

export const Edit = sidebarEdit( OrderSummary );
