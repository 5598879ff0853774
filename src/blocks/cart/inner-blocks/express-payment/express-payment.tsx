/**
 * The express payment area: nothing at all unless an express method is
 * registered on the page (via `@kiosk/registry`); the buttons load lazily.
 */
import { lazy, Suspense } from '@wordpress/element';
import type { Cart } from '../../../../data/cart/types';
import { hasExpressMethods } from '../../filters';

const ExpressArea = lazy(
	() => import( /* webpackChunkName: "cart-express" */ './express-area' )
);

export function ExpressPayment( { cart }: { cart: Cart } ) {
	if ( ! hasExpressMethods() ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<ExpressArea cart={ cart } />
		</Suspense>
	);
}
