/**
 * `TotalsItem` of `wc.blocksCheckout` with WooCommerce's props (`label`,
 * `value`: an amount in minor units or an element, `currency`,
 * `description`, `className`), rendered as a row of Kiosk's own totals
 * list (`kiosk-totals__row`: label left, value right, the description
 * below as the shipping row's notice) and WooCommerce's class names. An
 * amount is formatted in `currency` (e.g. `getCurrencyFromPriceResponse(
 * cart.cartTotals )`), the site's currency filling what it lacks; a value
 * that is neither an amount nor an element shows no value, as on
 * WooCommerce's checkout.
 */
import { isValidElement } from '@wordpress/element';
import type { ReactNode } from 'react';
import { formatPrice, getCurrency, type Currency } from '../price-format';

export interface TotalsItemProps {
	className?: string;
	currency?: Partial< Currency >;
	label: ReactNode;
	value?: number | ReactNode;
	description?: ReactNode;
}

function valueOf( value: TotalsItemProps[ 'value' ], currency: Currency ) {
	if ( isValidElement( value ) ) {
		return value;
	}
	return typeof value === 'number' && Number.isFinite( value )
		? formatPrice( value, currency )
		: null;
}

export function TotalsItem( {
	className = '',
	currency,
	label,
	value,
	description,
}: TotalsItemProps ) {
	const shown = valueOf( value, getCurrency( currency || {} ) );
	return (
		<dl className="kiosk-totals kiosk-totals--item">
			<div
				className={ `kiosk-totals__row wc-block-components-totals-item ${ className }`.trim() }
			>
				<dt className="wc-block-components-totals-item__label">
					{ label }
				</dt>
				{ shown !== null && (
					<dd className="wc-block-components-totals-item__value">
						{ shown }
					</dd>
				) }
				{ description && (
					<dd className="kiosk-totals__shipping-notice wc-block-components-totals-item__description">
						{ description }
					</dd>
				) }
			</div>
		</dl>
	);
}
