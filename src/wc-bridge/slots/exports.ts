/** What `wc.blocksCheckout` exports of the slots. */
import { createSlotFill } from './slot-fill';
import {
	ExperimentalDiscountsMeta,
	ExperimentalOrderMeta,
	ExperimentalOrderShippingPackages,
} from './experimental';

export const slotExports = {
	createSlotFill,
	ExperimentalOrderMeta,
	ExperimentalDiscountsMeta,
	ExperimentalOrderShippingPackages,
};
