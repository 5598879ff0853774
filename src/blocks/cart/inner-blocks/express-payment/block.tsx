/**
 * The express payment area. The cart's first load carries no payment code:
 * after first paint (idle time) the area loads its chunk, which loads the
 * registry and the extensions' payment-method scripts the server lists in
 * `kioskSettings.cartExpress.scripts` (php/Assets/LazyScripts.php). Skeletons
 * show meanwhile; the area disappears when no express method is registered
 * or none can pay. With nothing listed and no registry on the page, no
 * express method can exist: the area renders nothing and loads nothing.
 */
import { lazy, Suspense, useEffect, useState } from '@wordpress/element';
// A pure helper: importing it does not load the checkout's stores.
import { expressSkeletonCount } from '../../../../data/payment/transitions';
import type { Cart } from '../../../../data/cart/types';
import { listedScripts } from './listed-scripts';
import { hasExpressMethods } from '../../../../shared/page-registry';

const ExpressArea = lazy(
	() => import( /* webpackChunkName: "cart-express" */ './express-area' )
);

/** How long to wait for idle time before loading anyway. */
const IDLE_TIMEOUT = 2000;

/** The express gateways the server enabled that the cart offers. */
function expectedMethodCount( cart: Cart ): number {
	const data = ( window.kioskSettings?.paymentMethodData || {} ) as Record<
		string,
		{ express?: boolean }
	>;
	return Object.keys( data ).filter(
		( name ) =>
			data[ name ]?.express && cart.paymentMethods.includes( name )
	).length;
}

/** Runs `callback` once the browser is idle after first paint. */
function afterFirstPaint( callback: () => void ): () => void {
	const w = window as Window & {
		requestIdleCallback?: (
			cb: () => void,
			options?: { timeout: number }
		) => number;
		cancelIdleCallback?: ( id: number ) => void;
	};
	if ( w.requestIdleCallback && w.cancelIdleCallback ) {
		const id = w.requestIdleCallback( callback, {
			timeout: IDLE_TIMEOUT,
		} );
		return () => w.cancelIdleCallback?.( id );
	}
	const id = setTimeout( callback, 200 );
	return () => clearTimeout( id );
}

/** Placeholders where the express buttons will be. */
export function ExpressSkeletons( { count }: { count: number } ) {
	return (
		<div className="kiosk-cart-express" aria-hidden="true">
			<ul className="kiosk-cart-express__methods">
				{ Array.from( { length: count }, ( _, i ) => (
					<li key={ i } className="kiosk-cart-express__skeleton">
						<span
							className="kiosk-skeleton__line"
							style={ { height: 48, margin: 0 } }
						/>
					</li>
				) ) }
			</ul>
		</div>
	);
}

/** The area: skeletons until the express methods are known, then the buttons (or nothing). */
export function ExpressPayment( { cart }: { cart: Cart } ) {
	const [ scripts ] = useState( () => listedScripts( 'scripts' ) );
	const possible = scripts.length > 0 || hasExpressMethods();
	const [ idle, setIdle ] = useState( false );
	useEffect(
		() =>
			possible ? afterFirstPaint( () => setIdle( true ) ) : undefined,
		[ possible ]
	);
	if ( ! possible ) {
		return null;
	}
	const skeletons = (
		<ExpressSkeletons
			count={ expressSkeletonCount( expectedMethodCount( cart ) ) }
		/>
	);
	if ( ! idle ) {
		return skeletons;
	}
	return (
		<Suspense fallback={ skeletons }>
			<ExpressArea
				cart={ cart }
				scripts={ scripts }
				skeletons={ skeletons }
			/>
		</Suspense>
	);
}
