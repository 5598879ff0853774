/**
 * The express payment buttons of the methods that can pay (loaded only when
 * express methods are registered). Hidden when none can pay.
 */
import {
	cloneElement,
	isValidElement,
	useEffect,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { Cart } from '../../../../data/cart/types';
import { pageRegistry } from '../../filters';

interface ExpressMethod {
	name: string;
	content: unknown;
	canMakePayment: (
		args: unknown
	) => boolean | Promise< boolean | { error?: unknown } >;
}

export default function ExpressArea( { cart }: { cart: Cart } ) {
	const [ usable, setUsable ] = useState< ExpressMethod[] >( [] );
	useEffect( () => {
		let live = true;
		const methods = Object.values(
			( pageRegistry()?.getExpressPaymentMethods?.() || {} ) as Record<
				string,
				ExpressMethod
			>
		);
		Promise.all(
			methods.map( async ( m ) => {
				try {
					const ok = await m.canMakePayment( {
						cart,
						cartTotals: cart.totals,
						cartNeedsShipping: cart.needsShipping,
						billingAddress: cart.billingAddress,
						shippingAddress: cart.shippingAddress,
						paymentMethods: cart.paymentMethods,
					} );
					return ok === true ||
						( typeof ok === 'object' && ok !== null && ! ok.error )
						? m
						: null;
				} catch {
					return null;
				}
			} )
		).then(
			( list ) =>
				live && setUsable( list.filter( Boolean ) as ExpressMethod[] )
		);
		return () => {
			live = false;
		};
	}, [ cart ] );
	if ( ! usable.length ) {
		return null;
	}
	return (
		<div className="kiosk-cart-express">
			<ul className="kiosk-cart-express__methods">
				{ usable.map( ( m ) => (
					<li key={ m.name }>
						{ isValidElement( m.content )
							? cloneElement(
									m.content as React.ReactElement<
										Record< string, unknown >
									>,
									{ isExpress: true, cart }
								)
							: null }
					</li>
				) ) }
			</ul>
			<p className="kiosk-cart-express__divider">
				<span>{ __( 'Or', 'kiosk' ) }</span>
			</p>
		</div>
	);
}
