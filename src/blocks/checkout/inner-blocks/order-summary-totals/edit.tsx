/**
 * The order summary's totals in the block editor: the totals over the
 * sample cart, then their inner blocks (extension blocks).
 */
import OrderSummaryTotals from './frontend';
import { sidebarEdit } from '../../layout/area-edit';

export const Edit = sidebarEdit( OrderSummaryTotals );
