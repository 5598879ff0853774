import { act, render } from '@testing-library/react';
import {
	createEventBus,
	eventRegistration,
} from '../../../shared/checkout/emitter';
import { CheckoutContext } from '../context';
import {
	CUSTOMER_UPDATE_DEBOUNCE,
	useCustomerDataSync,
} from '../hooks/use-addresses';
import { dispatch, register, select } from '@wordpress/data';
import {
	checkoutStore,
	validationStore,
	VALIDATION_STORE_KEY,
} from '@kiosk/checkout-data';
import { cartStore, CART_STORE_KEY } from '@kiosk/data';
import type { ShippingPackage } from '../../../types/store-api';
import { testCheckoutContext } from './fixtures';

const mockUpdateCustomerData = jest.fn();
// Only useDispatch is replaced; the proxy reads the rest lazily.
jest.mock( '@wordpress/data', () => {
	const actual = jest.requireActual( '@wordpress/data' );
	const useDispatch = () => ( {
		updateCustomerData: mockUpdateCustomerData,
		setCustomerDataDirty: () => undefined,
	} );
	return new Proxy( actual, {
		get: ( target, key ) =>
			key === 'useDispatch' ? useDispatch : target[ key ],
	} );
} );

register( checkoutStore );
register( cartStore );
// The cart is in the store already (as the page preloads it): no request.
(
	dispatch( CART_STORE_KEY ) as unknown as {
		finishResolution: ( name: string, args: unknown[] ) => void;
	}
 ).finishResolution( 'getCartData', [] );
if ( ! select( VALIDATION_STORE_KEY ) ) {
	register( validationStore );
}

const packages = [
	{
		package_id: 0,
		name: 'Versand',
		items: [],
		shipping_rates: [ { rate_id: 'flat_rate:1', name: 'Standard' } ],
	},
] as unknown as ShippingPackage[];

function observed() {
	const bus = createEventBus();
	const events = eventRegistration( bus );
	const success = jest.fn();
	const fail = jest.fn();
	events.onShippingRateSuccess( success );
	events.onShippingRateFail( fail );
	return { bus, events, success, fail };
}

/** Sets field errors in the validation store, as the fields do. */
const setValidationErrors = ( errors: Record< string, { message: string } > ) =>
	(
		dispatch( VALIDATION_STORE_KEY ) as unknown as {
			setValidationErrors: (
				e: Record< string, { message: string } >
			) => void;
		}
	 ).setValidationErrors( errors );

describe( 'shipping rates events after the checkout pushes the address', () => {
	function Sync() {
		useCustomerDataSync( true );
		return null;
	}

	function mount() {
		const { bus, success, fail } = observed();
		dispatch( checkoutStore ).__internalInitAddresses(
			{ country: 'DE', email: '' },
			{ country: 'DE' }
		);
		const value = testCheckoutContext( bus );
		render(
			<CheckoutContext.Provider value={ value }>
				<Sync />
			</CheckoutContext.Provider>
		);
		return { success, fail };
	}

	beforeEach( () => {
		jest.useFakeTimers();
		mockUpdateCustomerData.mockReset();
	} );
	afterEach( () => jest.useRealTimers() );

	async function typeCountry( country: string ) {
		act( () => {
			dispatch( checkoutStore ).setShippingAddress( {
				...select( checkoutStore ).getShippingAddress(),
				country,
			} );
		} );
		await act( async () => {
			jest.advanceTimersByTime( CUSTOMER_UPDATE_DEBOUNCE );
		} );
	}

	it( 'emits success when update-customer answers with rates', async () => {
		mockUpdateCustomerData.mockResolvedValue( {
			shipping_rates: packages,
			errors: [],
		} );
		const { success, fail } = mount();
		await typeCountry( 'AT' );
		expect( mockUpdateCustomerData ).toHaveBeenCalledTimes( 1 );
		expect( success ).toHaveBeenCalledWith( packages );
		expect( fail ).not.toHaveBeenCalled();
	} );

	it( 'emits fail when the answer says the country is not shipped to', async () => {
		mockUpdateCustomerData.mockResolvedValue( {
			shipping_rates: [],
			errors: [
				{
					code: 'woocommerce_rest_cart_shipping_rates_invalid_country',
				},
			],
		} );
		const { success, fail } = mount();
		await typeCountry( 'US' );
		expect( fail ).toHaveBeenCalledWith( {
			hasInvalidAddress: true,
			hasError: false,
		} );
		expect( success ).not.toHaveBeenCalled();
	} );

	it( 'leaves a filled field with a validation error out of the push, so the server does not refuse the address', async () => {
		mockUpdateCustomerData.mockResolvedValue( {
			shipping_rates: packages,
			errors: [],
		} );
		mount();
		act( () => {
			setValidationErrors( {
				'shipping-phone': {
					message: 'Bitte geben Sie eine gültige Telefonnummer ein',
				},
			} );
			dispatch( checkoutStore ).setShippingAddress( {
				...select( checkoutStore ).getShippingAddress(),
				phone: '030 1234567-Z',
				city: 'Köln',
			} );
		} );
		await act( async () => {
			jest.advanceTimersByTime( CUSTOMER_UPDATE_DEBOUNCE );
		} );
		const [ data ] = mockUpdateCustomerData.mock.calls[ 0 ];
		expect( data.shipping_address ).toMatchObject( { city: 'Köln' } );
		expect( data.shipping_address ).not.toHaveProperty( 'phone' );
		// Shipping is used for billing here: billing leaves it out too.
		expect( data.billing_address ).not.toHaveProperty( 'phone' );
		(
			dispatch( VALIDATION_STORE_KEY ) as unknown as {
				clearValidationError: ( id: string ) => void;
			}
		 ).clearValidationError( 'shipping-phone' );
	} );

	it( 'emits fail when update-customer fails', async () => {
		mockUpdateCustomerData.mockRejectedValue( {
			code: 'rest_invalid_param',
		} );
		const { success, fail } = mount();
		await typeCountry( 'NL' );
		expect( fail ).toHaveBeenCalledWith( {
			hasInvalidAddress: false,
			hasError: true,
		} );
		expect( success ).not.toHaveBeenCalled();
	} );

	it( 'does not send a push that repeats the last one while it is on its way or the cart still holds its answer', async () => {
		const setCart = ( cart: object ) =>
			act( () => {
				(
					dispatch( CART_STORE_KEY ) as unknown as {
						setCartData: ( c: object ) => void;
					}
				 ).setCartData( cart );
			} );
		mockUpdateCustomerData.mockImplementation( async () => {
			setCart( { itemsCount: 1 } );
			return { shipping_rates: packages, errors: [] };
		} );
		mount();
		// The email, while it is not an address yet, stays out of the push:
		// every pause in its typing would send the same address again.
		const typeEmail = async ( email: string ) => {
			act( () => {
				setValidationErrors( {
					email: { message: 'Bitte eine gültige E-Mail-Adresse' },
				} );
				dispatch( checkoutStore ).setBillingAddress( {
					...select( checkoutStore ).getBillingAddress(),
					email,
				} );
			} );
			await act( async () => {
				jest.advanceTimersByTime( CUSTOMER_UPDATE_DEBOUNCE );
			} );
		};
		await typeEmail( 'lesa' );
		expect( mockUpdateCustomerData ).toHaveBeenCalledTimes( 1 );
		await typeEmail( 'lesa.neu@' );
		await typeEmail( 'lesa.neu@exa' );
		expect( mockUpdateCustomerData ).toHaveBeenCalledTimes( 1 );
		// Another answer replaced the cart (a coupon, a quantity): the same
		// address goes again, the shop may have dropped it.
		setCart( { itemsCount: 2 } );
		await typeEmail( 'lesa.neu@exam' );
		expect( mockUpdateCustomerData ).toHaveBeenCalledTimes( 2 );
		// A changed address goes at once after the pause.
		await typeCountry( 'AT' );
		expect( mockUpdateCustomerData ).toHaveBeenCalledTimes( 3 );
		// While a push is on its way, the same address again is not sent;
		// another one is.
		let answer = () => undefined as unknown;
		mockUpdateCustomerData.mockImplementation(
			() =>
				new Promise( ( resolve ) => {
					answer = () =>
						resolve( { shipping_rates: packages, errors: [] } );
				} )
		);
		await typeCountry( 'NL' );
		await typeEmail( 'lesa.neu@examp' );
		expect( mockUpdateCustomerData ).toHaveBeenCalledTimes( 4 );
		await typeCountry( 'BE' );
		expect( mockUpdateCustomerData ).toHaveBeenCalledTimes( 5 );
		await act( async () => {
			answer();
		} );
		// A refused push: the same address may go again.
		mockUpdateCustomerData.mockRejectedValue( { code: 'x' } );
		await typeCountry( 'FR' );
		await typeEmail( 'lesa.neu@exampl' );
		expect( mockUpdateCustomerData ).toHaveBeenCalledTimes( 7 );
		(
			dispatch( VALIDATION_STORE_KEY ) as unknown as {
				clearValidationError: ( id: string ) => void;
			}
		 ).clearValidationError( 'email' );
	} );
} );
