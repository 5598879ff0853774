/**
 * The order summary and its totals do not render again for a cart answer
 * that changed neither the items nor the totals: the answer to an address
 * push changes the cart's addresses only (issue 43, the typing tail).
 */
import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { cartStore } from '@kiosk/data';
import { checkoutStore } from '@kiosk/checkout-data';
import { addressAnswer, cartResponse } from '../../../data/cart/test/fixtures';
import type { CartResponse } from '../../../data/cart/types';
import { CheckoutContext } from '../context';
import { testCheckoutContext } from './fixtures';
import { OrderSummary } from '../inner-blocks/order-summary/block';
import { OrderSummaryTotals } from '../inner-blocks/order-summary-totals/block';

function setUp() {
	const registry = createRegistry();
	registry.register( cartStore );
	registry.register( checkoutStore );
	const receive = ( response: CartResponse ) =>
		act( () => {
			(
				registry.dispatch( cartStore ) as unknown as {
					receiveCart: ( r: CartResponse ) => void;
				}
			 ).receiveCart( response );
		} );
	receive( cartResponse() );
	// Commits of each subtree (React's Profiler calls back for each commit
	// in which anything below it rendered).
	const commits = { summary: 0, totals: 0 };
	render(
		<RegistryProvider value={ registry }>
			<CheckoutContext.Provider value={ testCheckoutContext() }>
				<Profiler id="summary" onRender={ () => commits.summary++ }>
					<OrderSummary>
						<Profiler
							id="totals"
							onRender={ () => commits.totals++ }
						>
							<OrderSummaryTotals />
						</Profiler>
					</OrderSummary>
				</Profiler>
			</CheckoutContext.Provider>
		</RegistryProvider>
	);
	return { receive, commits };
}

describe( 'the order summary on a cart answer', () => {
	it( 'renders neither the summary nor its totals for an answer that changed only the address', () => {
		const { receive, commits } = setUp();
		const before = { ...commits };
		receive( addressAnswer( { first_name: 'Lesa', city: 'Köln' } ) );
		expect( commits ).toEqual( before );
	} );

	it( 'renders the totals again when the total changed', () => {
		const { receive, commits } = setUp();
		const before = commits.totals;
		const first = cartResponse();
		receive( {
			...first,
			totals: { ...first.totals, total_price: '98765' },
		} );
		expect( commits.totals ).toBe( before + 1 );
		expect( screen.getByText( /987[.,]65/ ) ).toBeTruthy();
	} );

	it( 'renders the items again when a quantity changed', () => {
		const { receive, commits } = setUp();
		const before = commits.summary;
		const first = cartResponse();
		receive( {
			...first,
			items: [ { ...first.items[ 0 ], quantity: 7 } ],
		} );
		expect( commits.summary ).toBe( before + 1 );
		expect( screen.getByText( '7×' ) ).toBeTruthy();
	} );
} );
