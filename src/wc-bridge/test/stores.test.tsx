/**
 * `wc/store/*` answered by Kiosk's stores in the same registry, called as
 * Germanized's checkout blocks and direct debit call them.
 */
import { createRegistry, RegistryProvider, useSelect } from '@wordpress/data';
import { act, render, screen } from '@testing-library/react';
import { cartStore } from '../../data/cart';
import { checkoutStore } from '../../data/checkout';
import { paymentStore } from '../../data/payment';
import { validationStore } from '../../data/validation';
import {
	CART_STORE_KEY,
	CHECKOUT_STORE_KEY,
	PAYMENT_STORE_KEY,
	VALIDATION_STORE_KEY,
	registerWcStores,
	type DataRegistry,
} from '../stores';

function kioskRegistry() {
	const registry = createRegistry();
	registry.register( cartStore );
	registry.register( checkoutStore );
	registry.register( paymentStore );
	registry.register( validationStore );
	registerWcStores( registry as unknown as DataRegistry );
	return registry as any;
}

describe( "WooCommerce's store names", () => {
	it( "share state with Kiosk's stores: what an extension sets through wc/store/checkout is in kiosk/checkout, and back", () => {
		const registry = kioskRegistry();
		registry
			.dispatch( CHECKOUT_STORE_KEY )
			.setExtensionData( 'woocommerce-germanized', {
				checkboxes: [ { id: 'terms' } ],
			} );
		expect(
			registry.select( 'kiosk/checkout' ).getExtensionData()
		).toEqual( {
			'woocommerce-germanized': { checkboxes: [ { id: 'terms' } ] },
		} );
		expect( registry.select( CHECKOUT_STORE_KEY ).getCustomerId() ).toBe(
			registry.select( 'kiosk/checkout' ).getCustomerId()
		);
		expect(
			registry.select( CHECKOUT_STORE_KEY ).getShouldCreateAccount()
		).toBe( false );
	} );

	it( 'set and read payment data as the direct debit does (__internalSetPaymentMethodData)', () => {
		const registry = kioskRegistry();
		registry.dispatch( PAYMENT_STORE_KEY ).__internalSetPaymentMethodData( {
			direct_debit_account_iban: 'DE89370400440532013000',
		} );
		expect(
			registry.select( 'kiosk/payment' ).getPaymentMethodData()
		).toEqual( { direct_debit_account_iban: 'DE89370400440532013000' } );
		expect(
			registry.select( PAYMENT_STORE_KEY ).getPaymentMethodData()
		).toEqual( { direct_debit_account_iban: 'DE89370400440532013000' } );
	} );

	it( "set, read and clear a checkbox's validation error as Germanized's checkboxes do", () => {
		const registry = kioskRegistry();
		registry.dispatch( VALIDATION_STORE_KEY ).setValidationErrors( {
			'checkbox-terms': {
				message: 'Bitte AGB bestätigen.',
				hidden: true,
			},
		} );
		expect(
			registry.select( 'kiosk/validation' ).hasValidationErrors()
		).toBe( true );
		expect(
			registry
				.select( VALIDATION_STORE_KEY )
				.getValidationError( 'checkbox-terms' )
		).toEqual( { message: 'Bitte AGB bestätigen.', hidden: true } );
		registry
			.dispatch( VALIDATION_STORE_KEY )
			.clearValidationError( 'checkbox-terms' );
		expect(
			registry.select( 'kiosk/validation' ).hasValidationErrors()
		).toBe( false );
	} );

	it( 'answers the cart with getCartData, getCartTotals, getCartErrors and getCustomerData', () => {
		const registry = kioskRegistry();
		const cart = registry.select( CART_STORE_KEY );
		expect( cart.getCartData() ).toBe(
			registry.select( 'kiosk/cart' ).getCartData()
		);
		expect( cart.getCartTotals() ).toBe(
			registry.select( 'kiosk/cart' ).getCartTotals()
		);
		expect( cart.getCartErrors() ).toEqual( [] );
		expect( cart.getCustomerData() ).toEqual( {
			billingAddress: cart.getCartData().billingAddress,
			shippingAddress: cart.getCartData().shippingAddress,
		} );
		expect( typeof registry.dispatch( CART_STORE_KEY ).receiveCart ).toBe(
			'function'
		);
		expect(
			typeof registry.dispatch( CART_STORE_KEY ).applyExtensionCartUpdate
		).toBe( 'function' );
	} );

	it( "renders again through useSelect when Kiosk's store changes", () => {
		const registry = kioskRegistry();
		function Shown() {
			const error = useSelect(
				( select: ( key: string ) => any ) =>
					select( VALIDATION_STORE_KEY ).getValidationError(
						'checkbox-terms'
					),
				[]
			);
			return <p>{ error?.message || 'kein Fehler' }</p>;
		}
		render(
			<RegistryProvider value={ registry }>
				<Shown />
			</RegistryProvider>
		);
		expect( screen.getByText( 'kein Fehler' ) ).toBeTruthy();
		act( () => {
			registry.dispatch( 'kiosk/validation' ).setValidationErrors( {
				'checkbox-terms': { message: 'Bitte AGB bestätigen.' },
			} );
		} );
		expect( screen.getByText( 'Bitte AGB bestätigen.' ) ).toBeTruthy();
	} );

	it( "leaves a store of that name alone (WooCommerce's own on the same page)", () => {
		const registry = createRegistry();
		registry.register( validationStore );
		const own = { getValidationError: () => 'WooCommerce' };
		registry.register( {
			name: VALIDATION_STORE_KEY,
			instantiate: () => ( {
				getSelectors: () => own,
				getActions: () => ( {} ),
				subscribe: () => () => undefined,
			} ),
		} as never );
		registerWcStores( registry as unknown as DataRegistry );
		expect(
			(
				registry.select( VALIDATION_STORE_KEY ) as any
			 ).getValidationError()
		).toBe( 'WooCommerce' );
	} );

	it( "follows a Kiosk store registered after it (the checkout's bundle runs later) without calling itself without end", () => {
		const registry = createRegistry() as any;
		registerWcStores( registry as unknown as DataRegistry );
		registry.register( validationStore );
		const seen = jest.fn();
		registry.subscribe( seen );
		registry.dispatch( 'kiosk/validation' ).setValidationErrors( {
			'checkbox-terms': { message: 'Bitte AGB bestätigen.' },
		} );
		expect( seen ).toHaveBeenCalled();
		expect(
			registry
				.select( VALIDATION_STORE_KEY )
				.getValidationError( 'checkbox-terms' )
		).toEqual( { message: 'Bitte AGB bestätigen.', hidden: true } );
	} );
} );
