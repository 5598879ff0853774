/**
 * `Button`, `TextInput`, `ValidationInputError` and
 * `StoreNoticesContainer` of `wc.blocksCheckout`, called as WooCommerce's
 * own blocks and gateways call them (`@woocommerce/blocks-checkout`):
 *
 * - `<Button className variant onClick disabled>`, `<Button href>` (the
 *   cart's proceed-to-checkout link), `removeTextWrap`;
 * - `<TextInput id label value onChange help />`;
 * - `<ValidationInputError propertyName elementId />` under a field, and
 *   `<ValidationInputError errorMessage={ error } />` in a gateway's card form;
 * - `<StoreNoticesContainer context={ noticeContexts.PAYMENTS } />`, and
 *   with `additionalNotices` (WooCommerce's payment method error boundary).
 */
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { validationStore } from '../../data/validation';
import { noticesStore } from '../../data/notices';
import { paymentStore } from '../../data/payment';
import { createCheckoutBlockRegistry } from '../../registry/checkout-blocks';
import { createCheckoutFilterRegistry } from '../../registry/checkout-filters';
import { blocksCheckout, type KioskRegistry } from '../blocks-checkout';

const wc = blocksCheckout(
	{
		...createCheckoutBlockRegistry(),
		...createCheckoutFilterRegistry(),
	} as unknown as KioskRegistry,
	() => ( {} ) as any
);

function storeRegistry() {
	const registry = createRegistry() as any;
	registry.register( validationStore );
	registry.register( noticesStore );
	registry.register( paymentStore );
	return registry;
}

describe( 'Button', () => {
	it( 'is a button with WooCommerce’s classes and its variant, which does not submit the form it is in', () => {
		const { Button } = wc;
		const onClick = jest.fn();
		const onSubmit = jest.fn( ( event: Event ) => event.preventDefault() );
		render(
			<form onSubmit={ onSubmit as any }>
				<Button
					className="wc-block-components-totals-coupon__button"
					variant="outlined"
					onClick={ onClick }
				>
					Einlösen
				</Button>
			</form>
		);
		const button = screen.getByRole( 'button', { name: 'Einlösen' } );
		expect( button.className.split( ' ' ) ).toEqual(
			expect.arrayContaining( [
				'wc-block-components-button',
				'wp-element-button',
				'wc-block-components-totals-coupon__button',
				'outlined',
			] )
		);
		expect(
			button.querySelector( '.wc-block-components-button__text' )
				?.textContent
		).toBe( 'Einlösen' );
		fireEvent.click( button );
		expect( onClick ).toHaveBeenCalledTimes( 1 );
		expect( onSubmit ).not.toHaveBeenCalled();
	} );

	it( 'is contained by default, passes disabled and type on, and keeps its children unwrapped with removeTextWrap', () => {
		const { Button } = wc;
		render(
			<Button type="submit" disabled removeTextWrap>
				<span>Jetzt kaufen</span>
			</Button>
		);
		const button = screen.getByRole( 'button', { name: 'Jetzt kaufen' } );
		expect( button.classList.contains( 'contained' ) ).toBe( true );
		expect( button.getAttribute( 'type' ) ).toBe( 'submit' );
		expect( ( button as HTMLButtonElement ).disabled ).toBe( true );
		expect(
			button.querySelector( '.wc-block-components-button__text' )
		).toBeNull();
	} );

	it( 'with href is a link that looks like the button', () => {
		const { Button } = wc;
		render(
			<Button
				className="wc-block-cart__submit-button"
				href="/kasse/"
				variant="contained"
			>
				Zur Kasse
			</Button>
		);
		const link = screen.getByRole( 'link', { name: 'Zur Kasse' } );
		expect( link.getAttribute( 'href' ) ).toBe( '/kasse/' );
		expect( link.classList.contains( 'wc-block-components-button' ) ).toBe(
			true
		);
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );
} );

describe( 'TextInput', () => {
	it( 'is a labelled field reporting each new value, described by its help, entities decoded', () => {
		const { TextInput } = wc;
		const onChange = jest.fn();
		const onBlur = jest.fn();
		render(
			<TextInput
				id="acme-gift-message"
				label="Grußbotschaft"
				value="Für Anna &amp; Ben"
				help="Höchstens 100 Zeichen"
				onChange={ onChange }
				onBlur={ onBlur }
			/>
		);
		const input = screen.getByRole( 'textbox', {
			name: 'Grußbotschaft',
		} ) as HTMLInputElement;
		expect( input.value ).toBe( 'Für Anna & Ben' );
		expect( input.getAttribute( 'aria-describedby' ) ).toBe(
			'acme-gift-message__help'
		);
		expect(
			document.getElementById( 'acme-gift-message__help' )?.textContent
		).toBe( 'Höchstens 100 Zeichen' );
		expect( input.getAttribute( 'autocomplete' ) ).toBe( 'off' );
		expect(
			input.closest( '.wc-block-components-text-input' )?.classList
		).toContain( 'is-active' );
		fireEvent.change( input, { target: { value: 'Alles Gute' } } );
		expect( onChange ).toHaveBeenCalledWith( 'Alles Gute' );
		fireEvent.blur( input, { target: { value: 'Alles Gute' } } );
		expect( onBlur ).toHaveBeenCalledWith( 'Alles Gute' );
	} );

	it( 'passes other input attributes and its element through ref', () => {
		const { TextInput } = wc;
		const ref = { current: null as HTMLInputElement | null };
		render(
			<TextInput
				ref={ ref }
				id="acme-vat-id"
				label="USt-IdNr."
				type="text"
				maxLength={ 14 }
				required
				ariaDescribedBy="acme-vat-hint"
				onChange={ () => {} }
			/>
		);
		const input = screen.getByRole( 'textbox', { name: 'USt-IdNr.' } );
		expect( ref.current ).toBe( input );
		expect( input.getAttribute( 'maxlength' ) ).toBe( '14' );
		expect( ( input as HTMLInputElement ).required ).toBe( true );
		expect( input.getAttribute( 'aria-describedby' ) ).toBe(
			'acme-vat-hint'
		);
		expect(
			input.closest( '.wc-block-components-text-input' )?.classList
		).not.toContain( 'is-active' );
	} );
} );

describe( 'ValidationInputError', () => {
	it( 'shows a field’s error from wc/store/validation once it is not hidden, under the field’s error id', () => {
		const { ValidationInputError } = wc;
		const registry = storeRegistry();
		const validation = registry.dispatch( 'kiosk/validation' );
		act( () => {
			validation.setValidationErrors( {
				'acme-vat-id': {
					message: 'Bitte eine gültige USt-IdNr. eingeben',
					hidden: true,
				},
			} );
		} );
		render(
			<RegistryProvider value={ registry }>
				<ValidationInputError
					propertyName="acme-vat-id"
					elementId="acme-vat-id"
				/>
			</RegistryProvider>
		);
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		act( () => {
			validation.showValidationError( 'acme-vat-id' );
		} );
		const alert = screen.getByRole( 'alert' );
		expect( alert.textContent ).toBe(
			'Bitte eine gültige USt-IdNr. eingeben'
		);
		expect( alert.classList ).toContain(
			'wc-block-components-validation-error'
		);
		expect( alert.querySelector( 'p' )?.id ).toBe(
			'validate-error-acme-vat-id'
		);
		act( () => {
			validation.clearValidationError( 'acme-vat-id' );
		} );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'shows a given errorMessage, as a gateway’s card form passes it', () => {
		const { ValidationInputError } = wc;
		render(
			<RegistryProvider value={ storeRegistry() }>
				<ValidationInputError errorMessage="Die Kartennummer ist unvollständig." />
			</RegistryProvider>
		);
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Die Kartennummer ist unvollständig.'
		);
	} );
} );

describe( 'StoreNoticesContainer', () => {
	it( 'shows the notices of its context, registers as their container while mounted, and lets a dismissible one be removed', () => {
		const { StoreNoticesContainer } = wc;
		const registry = storeRegistry();
		const notices = registry.dispatch( 'kiosk/notices' );
		act( () => {
			notices.createErrorNotice( 'Die Zahlung wurde abgelehnt.', {
				context: 'wc/checkout/payments',
				id: 'declined',
			} );
			notices.createInfoNotice( 'Gutschein gespeichert', {
				context: 'wc/cart',
			} );
		} );
		const { unmount } = render(
			<RegistryProvider value={ registry }>
				<StoreNoticesContainer
					className="acme-payment-notices"
					context="wc/checkout/payments"
				/>
			</RegistryProvider>
		);
		const select = () => registry.select( 'kiosk/notices' );
		expect( select().getRegisteredContainers() ).toContain(
			'wc/checkout/payments'
		);
		const alert = screen.getByRole( 'alert' );
		expect( alert.textContent ).toContain( 'Die Zahlung wurde abgelehnt.' );
		expect(
			alert.closest( '.wc-block-components-notices' )?.classList
		).toContain( 'acme-payment-notices' );
		expect( screen.queryByText( 'Gutschein gespeichert' ) ).toBeNull();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Dismiss this notice' } )
		);
		expect( select().getNotices( 'wc/checkout/payments' ) ).toEqual( [] );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		unmount();
		expect( select().getRegisteredContainers() ).not.toContain(
			'wc/checkout/payments'
		);
	} );

	it( 'shows additionalNotices with several contexts’ notices, and nothing while an express payment runs', () => {
		const { StoreNoticesContainer } = wc;
		const registry = storeRegistry();
		act( () => {
			registry
				.dispatch( 'kiosk/notices' )
				.createWarningNotice( 'Versand nur innerhalb Deutschlands', {
					context: 'wc/checkout/shipping-methods',
				} );
		} );
		render(
			<RegistryProvider value={ registry }>
				<StoreNoticesContainer
					context={ [
						'wc/checkout/payments',
						'wc/checkout/shipping-methods',
					] }
					additionalNotices={ [
						{
							id: 'wc-payment-error',
							content:
								'Diese Zahlungsart ist gerade nicht verfügbar.',
							status: 'error',
							isDismissible: false,
						},
					] }
				/>
			</RegistryProvider>
		);
		expect( screen.getByRole( 'alert' ).textContent ).toContain(
			'Diese Zahlungsart ist gerade nicht verfügbar.'
		);
		expect(
			screen.getByText( 'Versand nur innerhalb Deutschlands' )
		).toBeTruthy();
		act( () => {
			registry
				.dispatch( 'kiosk/payment' )
				.__internalStartExpressPayment( 'acme-pay' );
		} );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect(
			screen.queryByText( 'Versand nur innerhalb Deutschlands' )
		).toBeNull();
	} );
} );
