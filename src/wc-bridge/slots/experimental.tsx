/**
 * `ExperimentalOrderMeta`, `ExperimentalDiscountsMeta` and
 * `ExperimentalOrderShippingPackages` of `wc.blocksCheckout`: an extension
 * renders one around its content in a `registerPlugin( name, { render,
 * scope: 'woocommerce-checkout' } )`, and the content shows in the slot of
 * that name (`X.Slot`, which Kiosk's checkout renders: hosts.tsx), each
 * child given the slot's props. Slot names and class names are
 * WooCommerce's.
 */
import type { ReactNode } from 'react';
import { createSlotFill } from './slot-fill';

type FillChildren = { children?: ReactNode };

/** What every checkout slot gives its fills. */
export interface MetaSlotProps {
	className?: string;
	extensions: Record< string, unknown >;
	cart: Record< string, unknown >;
	context: string;
}

export interface ShippingPackagesSlotProps extends MetaSlotProps {
	collapsible?: boolean;
	showItems?: boolean;
	noResultsMessage?: ReactNode;
	renderOption?: ( rate: any ) => Record< string, unknown >;
	components?: Record< string, unknown >;
}

const classes = ( ...names: Array< string | undefined > ) =>
	names.filter( Boolean ).join( ' ' );

function metaSlotFill( name: string, slotClass: string ) {
	const { Fill, Slot } = createSlotFill( name );
	function Meta( { children }: FillChildren ) {
		return <Fill>{ children }</Fill>;
	}
	Meta.Slot = ( { className, extensions, cart, context }: MetaSlotProps ) => (
		<Slot
			className={ classes(
				'wc-block-components-totals-wrapper slot-wrapper',
				slotClass,
				className
			) }
			fillProps={ { extensions, cart, context } }
		/>
	);
	return Meta;
}

export const ExperimentalOrderMeta = metaSlotFill(
	'experimentalOrderMeta',
	'wc-block-components-order-meta'
);

export const ExperimentalDiscountsMeta = metaSlotFill(
	'experimentalDiscountsMeta',
	'wc-block-components-discounts-meta'
);

const shipping = createSlotFill( 'experimentalOrderShippingPackages' );

export function ExperimentalOrderShippingPackages( {
	children,
}: FillChildren ) {
	return <shipping.Fill>{ children }</shipping.Fill>;
}

/** Its fills get the slot's props but the class, with `collapse` set to `collapsible` as well. */
ExperimentalOrderShippingPackages.Slot = ( {
	className,
	collapsible = false,
	showItems = false,
	...props
}: ShippingPackagesSlotProps ) => (
	<shipping.Slot
		className={ classes(
			'wc-block-components-shipping-rates-control',
			className
		) }
		fillProps={ {
			...props,
			collapsible,
			collapse: collapsible,
			showItems,
		} }
	/>
);
