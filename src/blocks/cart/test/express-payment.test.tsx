import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import { register, select } from '@wordpress/data';
import { cartStore } from '../../../data/cart';
import { checkoutStore } from '../../../data/checkout';
import { paymentStore } from '../../../data/payment';
import { noticesStore } from '../../../data/notices';
import { request } from '@kiosk/api';
import {
	CHECKOUT_DRAFT_STORAGE_KEY,
	CHECKOUT_STORAGE_KEY,
} from '../../../data/checkout/constants';
import { cartFromResponse } from '../../../data/cart/map-cart';
import { cartResponse } from '../../../data/cart/test/fixtures';
import { ExpressPayment } from '../inner-blocks/express-payment/block';

register( cartStore );
register( checkoutStore );
register( paymentStore );
register( noticesStore );

jest.mock( '@kiosk/api', () => ( {
	request: jest.fn(),
	isApiError: () => false,
} ) );
const mockRequest = request as jest.MockedFunction< typeof request >;

// Loading `kiosk-checkout-data` puts the checkout's stores on the page
// (they are registered above, as the handle would register them).
const loadsFine = ( entries: Array< { handle: string } > ) => {
	if ( entries.some( ( e ) => e.handle === 'kiosk-checkout-data' ) ) {
		( window as any ).kiosk.checkoutStores = true;
	}
	return Promise.resolve();
};
const mockLoadScripts = jest.fn( loadsFine );
jest.mock( '../../../components/script-loader/load-script', () => ( {
	loadScripts: ( entries: Array< { handle: string } > ) =>
		mockLoadScripts( entries ),
} ) );

const CHECKOUT_DATA = { handle: 'kiosk-checkout-data', src: '/cd.js' };
const loadedHandles = () =>
	mockLoadScripts.mock.calls.flatMap( ( [ entries ] ) =>
		entries.map( ( e ) => e.handle )
	);

const w = window as unknown as {
	kioskSettings?: Record< string, unknown >;
	kiosk?: Record< string, unknown >;
};

const cart = ( methods = [ 'bacs', 'kiosk_express_demo' ] ) =>
	cartFromResponse( cartResponse( { payment_methods: methods } ) );

function settings( express = true ) {
	w.kioskSettings = {
		cartExpress: {
			scripts: [ { handle: 'kiosk-registry', src: '/registry.js' } ],
			checkout: [ CHECKOUT_DATA ],
		},
		paymentMethodData: {
			bacs: {},
			...( express ? { kiosk_express_demo: { express: true } } : {} ),
		},
	};
}

function ExpressButton( props: { disabled?: boolean } ) {
	return (
		<button type="button" disabled={ props.disabled }>
			Express
		</button>
	);
}

function PayButton( props: { onSubmit?: () => void } ) {
	return (
		<button type="button" onClick={ props.onSubmit }>
			Express
		</button>
	);
}

function registry( canPay: boolean, content = <ExpressButton /> ) {
	w.kiosk = {
		registry: {
			getExpressPaymentMethods: () => ( {
				kiosk_express_demo: {
					name: 'kiosk_express_demo',
					content,
					canMakePayment: () => canPay,
				},
			} ),
		},
	};
}

const skeletons = ( container: HTMLElement ) =>
	container.querySelectorAll( '.kiosk-cart-express__skeleton' ).length;

describe( 'cart express payment area', () => {
	afterEach( () => {
		delete w.kioskSettings;
		delete w.kiosk;
		mockLoadScripts.mockReset();
		mockLoadScripts.mockImplementation( loadsFine );
	} );

	it( 'is hidden when the server lists no express scripts and nothing is registered', () => {
		const { container } = render( <ExpressPayment cart={ cart() } /> );
		expect( container.innerHTML ).toBe( '' );
		expect( mockLoadScripts ).not.toHaveBeenCalled();
	} );

	it( 'shows one skeleton per available express method before the scripts load, or 2 when none is known', () => {
		settings();
		const first = render( <ExpressPayment cart={ cart() } /> );
		expect( skeletons( first.container ) ).toBe( 1 );
		first.unmount();
		settings( false );
		const second = render( <ExpressPayment cart={ cart() } /> );
		expect( skeletons( second.container ) ).toBe( 2 );
		expect( mockLoadScripts ).not.toHaveBeenCalled();
	} );

	it( 'loads the scripts after first paint and renders the button with the divider "Or"', async () => {
		settings();
		registry( true );
		const { container } = render( <ExpressPayment cart={ cart() } /> );
		await screen.findByRole( 'button', { name: 'Express' } );
		expect( mockLoadScripts ).toHaveBeenCalledTimes( 1 );
		// Not the checkout's stores: nobody reached for the button.
		expect( loadedHandles() ).toEqual( [ 'kiosk-registry' ] );
		expect( screen.getByText( 'Or' ) ).toBeTruthy();
		expect( skeletons( container ) ).toBe( 0 );
	} );

	it( 'hides the area when no registered method can pay', async () => {
		settings();
		registry( false );
		const { container } = render( <ExpressPayment cart={ cart() } /> );
		await waitFor( () => expect( container.innerHTML ).toBe( '' ) );
	} );

	it( 'completes the checkout when the express order is placed: the saved checkout flags go and the browser follows the redirect', async () => {
		// jsdom cannot navigate and says so on the console.
		const error = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		settings();
		registry( true, <PayButton /> );
		window.localStorage.setItem( CHECKOUT_STORAGE_KEY, 'true' );
		window.localStorage.setItem( CHECKOUT_DRAFT_STORAGE_KEY, 'true' );
		mockRequest.mockResolvedValue( {
			order_id: 7,
			payment_result: {
				payment_status: 'success',
				payment_details: [],
				redirect_url: '/kasse/bestellung-erhalten/7/?key=wc_order_x',
			},
		} );
		render( <ExpressPayment cart={ cart() } /> );
		const button = await screen.findByRole( 'button', {
			name: 'Express',
		} );
		await act( async () => button.click() );
		await waitFor( () =>
			expect( select( checkoutStore ).isComplete() ).toBe( true )
		);
		expect( select( checkoutStore ).getRedirectUrl() ).toBe(
			'/kasse/bestellung-erhalten/7/?key=wc_order_x'
		);
		expect( window.localStorage.getItem( CHECKOUT_STORAGE_KEY ) ).toBe(
			null
		);
		expect(
			window.localStorage.getItem( CHECKOUT_DRAFT_STORAGE_KEY )
		).toBe( null );
		expect( String( error.mock.calls[ 0 ]?.[ 0 ] ) ).toMatch(
			/navigation/
		);
		error.mockRestore();
	} );
	it( "loads the checkout's stores when the shopper reaches for a button, once", async () => {
		settings();
		registry( true );
		const { container } = render( <ExpressPayment cart={ cart() } /> );
		await screen.findByRole( 'button', { name: 'Express' } );
		expect( loadedHandles() ).not.toContain( 'kiosk-checkout-data' );
		const area = container.querySelector(
			'.kiosk-cart-express'
		) as HTMLElement;
		await act( async () => {
			fireEvent.pointerEnter( area );
			fireEvent.focus( screen.getByRole( 'button' ) );
		} );
		expect(
			loadedHandles().filter( ( h ) => h === 'kiosk-checkout-data' )
		).toHaveLength( 1 );
	} );

	it( "says the connection was lost, and places no order, when the checkout's stores cannot load", async () => {
		settings();
		registry( true, <PayButton /> );
		mockLoadScripts.mockImplementation( ( entries ) =>
			entries.some( ( e ) => e.handle === 'kiosk-checkout-data' )
				? Promise.reject( new Error( 'offline' ) )
				: Promise.resolve()
		);
		mockRequest.mockClear();
		render( <ExpressPayment cart={ cart() } /> );
		const button = await screen.findByRole( 'button', {
			name: 'Express',
		} );
		await act( async () => button.click() );
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toBe(
			'The connection to the shop was lost. Nothing in your cart was lost: please try again in a moment.'
		);
		expect( mockRequest ).not.toHaveBeenCalled();
	} );
} );
