/**
 * The props Kiosk's checkout gives an extension's block keep their
 * identity where WooCommerce's do, and setting extension data equal to the
 * stored data changes nothing: Germanized's checkboxes block sets its data
 * from an effect on its own state, and on Kiosk's checkout that looped
 * (issue 41).
 */
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { act, render } from '@testing-library/react';
import { cartStore } from '../../data/cart';
import { checkoutStore } from '../../data/checkout';
import { paymentStore } from '../../data/payment';
import { validationStore } from '../../data/validation';
import { extensionDataSetter, withExtensionProps } from '../extension-props';
import type { DataRegistry } from '../stores';

function kioskRegistry() {
	const registry = createRegistry();
	registry.register( cartStore );
	registry.register( checkoutStore );
	registry.register( paymentStore );
	registry.register( validationStore );
	return registry as any;
}

describe( 'extensionDataSetter', () => {
	it( 'leaves the checkout store as it is for a value equal to the stored one, and sets a different one', () => {
		const registry = kioskRegistry();
		const set = extensionDataSetter( registry as DataRegistry );
		set( 'woocommerce-germanized', 'checkboxes', [ { id: 'terms' } ] );
		const before = registry.select( 'kiosk/checkout' ).getExtensionData();
		set( 'woocommerce-germanized', 'checkboxes', [ { id: 'terms' } ] );
		expect( registry.select( 'kiosk/checkout' ).getExtensionData() ).toBe(
			before
		);
		set( 'woocommerce-germanized', 'checkboxes', [
			{ id: 'terms', checked: true },
		] );
		expect(
			registry.select( 'kiosk/checkout' ).getExtensionData()
		).toEqual( {
			'woocommerce-germanized': {
				checkboxes: [ { id: 'terms', checked: true } ],
			},
		} );
	} );

	it( 'sets an equal value under a key not stored yet', () => {
		const registry = kioskRegistry();
		extensionDataSetter( registry as DataRegistry )( 'ns', 'list', [] );
		expect(
			registry.select( 'kiosk/checkout' ).getExtensionData()
		).toEqual( { ns: { list: [] } } );
	} );
} );

describe( 'withExtensionProps', () => {
	it( 'keeps setExtensionData, cart and validation by identity when the extension data changes', () => {
		const registry = kioskRegistry();
		const seen: any[] = [];
		const Block = withExtensionProps( ( props ) => {
			seen.push( props );
			return null;
		} );
		render(
			<RegistryProvider value={ registry }>
				<Block />
			</RegistryProvider>
		);
		act( () => {
			registry
				.dispatch( 'kiosk/checkout' )
				.setExtensionData( 'ns', { key: 1 } );
		} );
		expect( seen.length ).toBeGreaterThan( 1 );
		const [ first, last ] = [ seen[ 0 ], seen[ seen.length - 1 ] ];
		expect( last.checkoutExtensionData.extensionData ).toEqual( {
			ns: { key: 1 },
		} );
		expect( last.checkoutExtensionData.setExtensionData ).toBe(
			first.checkoutExtensionData.setExtensionData
		);
		expect( last.cart ).toBe( first.cart );
		expect( last.extensions ).toBe( first.extensions );
		expect( last.validation ).toBe( first.validation );
	} );

	it( 'settles when a block sets equal data from an effect on a value that is a new object on every render (Germanized’s checkboxes)', () => {
		const registry = kioskRegistry();
		let renders = 0;
		const Block = withExtensionProps( ( props: any ) => {
			renders++;
			const [ checked, setChecked ] = useState( false );
			const { setExtensionData } = props.checkoutExtensionData;
			// A new (equal) list on every render, as Germanized's state
			// became while its updates were applied again.
			// eslint-disable-next-line react-hooks/exhaustive-deps -- the point of the test.
			const boxes = [ { id: 'terms', checked } ];
			useEffect( () => {
				setExtensionData(
					'woocommerce-germanized',
					'checkboxes',
					boxes
				);
			}, [ boxes, setExtensionData ] );
			return (
				<input
					type="checkbox"
					aria-label="terms"
					checked={ checked }
					onChange={ () => setChecked( true ) }
				/>
			);
		} );
		const { getByLabelText } = render(
			<RegistryProvider value={ registry }>
				<Block />
			</RegistryProvider>
		);
		renders = 0;
		act( () => {
			getByLabelText( 'terms' ).click();
		} );
		expect( renders ).toBeLessThan( 5 );
		expect(
			registry.select( 'kiosk/checkout' ).getExtensionData()
		).toEqual( {
			'woocommerce-germanized': {
				checkboxes: [ { id: 'terms', checked: true } ],
			},
		} );
	} );
} );
