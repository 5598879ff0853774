/** WooCommerce's display components `wc.blocksCheckout` exports, Kiosk's. */
import { TotalsItem } from './totals-item';
import { TotalsWrapper } from './totals-wrapper';
import { Label } from './label';
import { Panel } from './panel';
import { StoreNotice } from './store-notice';

export const displayComponents = {
	TotalsItem,
	TotalsWrapper,
	Label,
	Panel,
	StoreNotice,
};
