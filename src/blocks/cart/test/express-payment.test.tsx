import { act, render, screen, waitFor } from '@testing-library/react';
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

const mockLoadScripts = jest.fn( () => Promise.resolve() );
jest.mock( '../../../components/script-loader/load-script', () => ( {
	loadScripts: () => mockLoadScripts(),
} ) );

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
		mockLoadScripts.mockClear();
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
} );
