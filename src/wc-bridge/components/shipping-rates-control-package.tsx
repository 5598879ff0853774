/**
 * `components.ShippingRatesControlPackage`, which WooCommerce's shipping
 * packages slot gives its fills (an extension that replaces the packages'
 * display renders each package through it): the package's rates as radio
 * buttons, each option as `renderOption( rate )` shapes it; choosing one
 * selects it for the package through Kiosk's cart store.
 */
import { useDispatch } from '@wordpress/data';
import { useId } from '@wordpress/element';
import type { ReactNode } from 'react';
import { renderOption as defaultOption } from '../slots/render-option';

export interface ShippingRatesControlPackageProps {
	packageId: number | string;
	packageData: {
		name?: string;
		shipping_rates?: Array< Record< string, any > >;
	};
	renderOption?: ( rate: any ) => Record< string, any >;
	noResultsMessage?: ReactNode;
	className?: string;
	showItems?: boolean;
	collapsible?: boolean;
	highlightChecked?: boolean;
}

export function ShippingRatesControlPackage( {
	packageId,
	packageData,
	renderOption = defaultOption,
	noResultsMessage = null,
	className = '',
}: ShippingRatesControlPackageProps ) {
	const name = `shipping-rates-${ useId() }`;
	const cart = useDispatch( 'kiosk/cart' ) as {
		selectShippingRate?: (
			rateId: string,
			packageId: number | string
		) => Promise< unknown >;
	};
	const rates = packageData.shipping_rates || [];
	return (
		<fieldset
			className={ `wc-block-components-shipping-rates-control__package kiosk-shipping-package ${ className }`.trim() }
		>
			{ packageData.name && <legend>{ packageData.name }</legend> }
			{ ! rates.length && noResultsMessage }
			{ rates.map( ( rate, index ) => {
				const option = renderOption( rate );
				return (
					<label
						key={ option.value }
						htmlFor={ `${ name }-${ index }` }
						className="wc-block-components-radio-control__option"
					>
						<input
							id={ `${ name }-${ index }` }
							type="radio"
							name={ name }
							value={ option.value }
							checked={ !! rate.selected }
							onChange={ () =>
								cart
									.selectShippingRate?.(
										option.value,
										packageId
									)
									?.catch( () => undefined )
							}
						/>
						<span className="wc-block-components-radio-control__label">
							{ option.label }
						</span>
						{ option.description && (
							<span className="wc-block-components-radio-control__description">
								{ option.description }
							</span>
						) }
						{ option.secondaryDescription && (
							<span className="wc-block-components-radio-control__secondary-description">
								{ option.secondaryDescription }
							</span>
						) }
					</label>
				);
			} ) }
		</fieldset>
	);
}
