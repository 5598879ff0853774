/**
 * The drawer's contents when the cart is not simply there: a failed load
 * (never "empty"), the loading skeleton's minimum time, and links that
 * wait for a quantity change still being saved.
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import { dispatch, register } from '@wordpress/data';
import { NOTICE_CONTEXT, noticesStore } from '../../../data/notices';
import MiniCartContents from '../inner-blocks/mini-cart-contents/frontend';
import { goTo } from '../../../shared/cart/settled-navigation';
import { view } from './view';

register( noticesStore );

const LOAD_ERROR = {
	code: 'kiosk_cart_api_error',
	message: 'Unable to get cart data from the API.',
};

describe( 'the mini cart when the cart could not be loaded', () => {
	it( 'says so with a retry, and never that the cart is empty', async () => {
		const v = view(
			{ items: [], items_count: 0 },
			{ errors: [ LOAD_ERROR ] }
		);
		render( <MiniCartContents view={ v } tree={ null } /> );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Unable to get cart data from the API.'
		);
		expect(
			screen.queryByText( 'Your cart is currently empty!' )
		).toBeNull();
		const retry = screen.getByRole( 'button', { name: 'Try again' } );
		fireEvent.click( retry );
		expect( v.actions.refreshCartData ).toHaveBeenCalled();
		await waitFor( () => expect( retry ).not.toBeDisabled() );
	} );
} );

describe( 'the mini cart’s loading skeleton', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'stays at least 2 s once shown', () => {
		const { container, rerender } = render(
			<MiniCartContents
				view={ view( {}, { isLoading: true } ) }
				tree={ null }
			/>
		);
		act( () => jest.advanceTimersByTime( 700 ) );
		rerender( <MiniCartContents view={ view() } tree={ null } /> );
		expect( container.querySelector( '.kiosk-skeleton' ) ).not.toBeNull();
		expect(
			container.querySelector( '.kiosk-mini-cart__items' )
		).toBeNull();
		act( () => jest.advanceTimersByTime( 1300 ) );
		expect( container.querySelector( '.kiosk-skeleton' ) ).toBeNull();
		expect(
			container.querySelector( '.kiosk-mini-cart__items' )
		).not.toBeNull();
	} );
} );

describe( 'the mini cart’s links', () => {
	it.each( [
		[ 'Go to checkout', 'http://localhost/kasse/' ],
		[ 'View my cart', 'http://localhost/warenkorb/' ],
	] )(
		'“%s” waits for a pending quantity change, busy meanwhile',
		async ( name, href ) => {
			const go = jest
				.spyOn( goTo, 'href' )
				.mockImplementation( () => {} );
			const v = view( {}, { pendingQuantity: [ 'abc' ] } );
			let save!: ( ok: boolean ) => void;
			( v.actions.flushPendingCartChanges as jest.Mock ).mockReturnValue(
				new Promise( ( resolve ) => ( save = resolve ) )
			);
			render( <MiniCartContents view={ v } tree={ null } /> );
			const link = screen.getByRole( 'link', { name } );
			expect( fireEvent.click( link ) ).toBe( false );
			expect( v.actions.flushPendingCartChanges ).toHaveBeenCalled();
			expect( link ).toHaveAttribute( 'aria-busy', 'true' );
			expect( go ).not.toHaveBeenCalled();
			save( true );
			await waitFor( () => expect( go ).toHaveBeenCalledWith( href ) );
			go.mockRestore();
		}
	);

	it( 'stays, no longer busy, when the change could not be saved', async () => {
		const go = jest.spyOn( goTo, 'href' ).mockImplementation( () => {} );
		const v = view();
		( v.actions.flushPendingCartChanges as jest.Mock ).mockResolvedValue(
			false
		);
		render( <MiniCartContents view={ v } tree={ null } /> );
		const link = screen.getByRole( 'link', { name: 'Go to checkout' } );
		fireEvent.click( link );
		await waitFor( () =>
			expect( link ).not.toHaveAttribute( 'aria-busy' )
		);
		expect( go ).not.toHaveBeenCalled();
		go.mockRestore();
	} );
} );

describe( 'the mini cart’s own errors', () => {
	it( 'shows the cart store’s error notice (a failed removal) inside the drawer', async () => {
		render( <MiniCartContents view={ view() } tree={ null } /> );
		act( () => {
			dispatch( noticesStore ).createErrorNotice(
				'Der Artikel konnte nicht entfernt werden.',
				{ context: NOTICE_CONTEXT.CART }
			);
		} );
		expect(
			await screen.findByText(
				'Der Artikel konnte nicht entfernt werden.'
			)
		).toBeInTheDocument();
	} );
} );
