/**
 * A checkout part that reads only some of the cart (useCartPart) does not
 * render again for a cart answer that changed none of them: the answer to
 * an address push changes the address, not the totals or the rates.
 */
import { act, render } from '@testing-library/react';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { cartStore } from '@kiosk/data';
import { addressAnswer, cartResponse } from '../../../data/cart/test/fixtures';
import type { CartResponse } from '../../../data/cart/types';
import { useCart, useCartPart } from '../context';

function setUp() {
	const registry = createRegistry();
	registry.register( cartStore );
	const receive = ( response: CartResponse ) =>
		act( () => {
			(
				registry.dispatch( cartStore ) as unknown as {
					receiveCart: ( r: CartResponse ) => void;
				}
			 ).receiveCart( response );
		} );
	const renders = { part: 0, whole: 0 };
	function Part() {
		renders.part++;
		const { totals } = useCartPart( ( cart ) => ( {
			totals: cart.totals,
			rates: cart.shippingRates,
		} ) );
		return <p>{ totals.total_price }</p>;
	}
	function Whole() {
		renders.whole++;
		useCart();
		return null;
	}
	receive( cartResponse() );
	const view = render(
		<RegistryProvider value={ registry }>
			<Part />
			<Whole />
		</RegistryProvider>
	);
	return { receive, renders, view };
}

describe( 'useCartPart', () => {
	it( 'does not render again for an answer that changed only the address', () => {
		const { receive, renders } = setUp();
		const before = { ...renders };
		receive( addressAnswer( { first_name: 'Lesa' } ) );
		expect( renders.part ).toBe( before.part );
		// A component reading the whole cart does render again.
		expect( renders.whole ).toBe( before.whole + 1 );
	} );

	it( 'renders again when a part it reads changed', () => {
		const { receive, renders, view } = setUp();
		const before = renders.part;
		const first = cartResponse();
		receive( {
			...first,
			totals: { ...first.totals, total_price: '4321' },
		} );
		expect( renders.part ).toBe( before + 1 );
		expect( view.container.textContent ).toBe( '4321' );
	} );
} );
