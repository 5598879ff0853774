/**
 * WooCommerce's display and form components `wc.blocksCheckout` exports
 * (beside `CheckboxControl` and `ValidatedTextInput`), Kiosk's.
 */
import { TotalsItem } from './totals-item';
import { TotalsWrapper } from './totals-wrapper';
import { Label } from './label';
import { Panel } from './panel';
import { StoreNotice } from './store-notice';
import { Button } from './button';
import { TextInput } from './text-input';
import { ValidationInputError } from './validation-input-error';
import { StoreNoticesContainer } from './store-notices-container';

export const displayComponents = {
	TotalsItem,
	TotalsWrapper,
	Label,
	Panel,
	StoreNotice,
	StoreNoticesContainer,
	Button,
	TextInput,
	ValidationInputError,
};
