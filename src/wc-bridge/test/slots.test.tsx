/**
 * The slot fills of `wc.blocksCheckout` called as WooCommerce's extensions
 * call them: `wp.plugins.registerPlugin( name, { render: () =>
 * <ExperimentalOrderMeta><Thing /></ExperimentalOrderMeta>, scope:
 * 'woocommerce-checkout' } )`, shown in Kiosk's checkout with
 * WooCommerce's fill props. `@wordpress/plugins` is not among the
 * project's packages: `wp.plugins` is stood in for by a registry with its
 * two calls (registerPlugin, PluginArea rendering the plugins of a scope);
 * the e2e runs WordPress's own.
 */
import { act, render, screen, within } from '@testing-library/react';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import type { ComponentType, ReactNode } from 'react';
import { cartStore } from '@kiosk/data';
import { checkoutStore } from '@kiosk/checkout-data';
import { cartResponse } from '../../data/cart/test/fixtures';
import type { CartResponse } from '../../data/cart/types';
import { CheckoutContext } from '../../blocks/checkout/context';
import { testCheckoutContext } from '../../blocks/checkout/test/fixtures';
import { CheckoutTotals } from '../../blocks/checkout/inner-blocks/checkout-totals/frontend';
import { RegisteredBlocks } from '../../blocks/checkout/registered-blocks';
import { RegisteredBlocks as CartRegisteredBlocks } from '../../shared/registered-blocks';
import {
	freshCheckoutBlocks,
	mockCheckoutBlocks,
} from '../../registry/test/page-registry-mock';
import { createCheckoutFilterRegistry } from '../../registry/checkout-filters';
import { blocksCheckout, type KioskRegistry } from '../blocks-checkout';
import { registerSlotBlocks } from '../slots/install';
import { mountPluginArea } from '../slots/plugin-area';

jest.mock( '@kiosk/registry', () =>
	jest
		.requireActual( '../../registry/test/page-registry-mock' )
		.mockedRegistryModule()
);

type Plugin = { render: ComponentType; scope?: string };

/** `wp.plugins`' registerPlugin and PluginArea, as an extension uses them. */
function standInPlugins() {
	const plugins = new Map< string, Plugin >();
	const listeners = new Set< () => void >();
	return {
		registerPlugin( name: string, settings: Plugin ) {
			plugins.set( name, settings );
			listeners.forEach( ( listener ) => listener() );
		},
		PluginArea( { scope }: { scope?: string } ) {
			const [ , rerender ] = useState( 0 );
			useEffect( () => {
				const listener = () => rerender( ( n ) => n + 1 );
				listeners.add( listener );
				return () => {
					listeners.delete( listener );
				};
			}, [] );
			return (
				<>
					{ Array.from( plugins )
						.filter( ( [ , plugin ] ) => plugin.scope === scope )
						.map( ( [ name, { render: Render } ] ) => (
							<Render key={ name } />
						) ) }
				</>
			);
		},
	};
}

const RATE = {
	rate_id: 'flat_rate:1',
	method_id: 'flat_rate',
	name: 'Versand mit DHL',
	description: '',
	delivery_time: '',
	price: '490',
	taxes: '93',
	selected: true,
	currency_code: 'EUR',
	currency_minor_unit: 2,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' €',
};

function setUp( cart: Partial< CartResponse > = {} ) {
	const blocks = freshCheckoutBlocks();
	const kiosk = {
		...blocks,
		...createCheckoutFilterRegistry(),
	} as unknown as KioskRegistry;
	registerSlotBlocks( kiosk );
	const data = createRegistry();
	data.register( cartStore );
	data.register( checkoutStore );
	act( () => {
		( data.dispatch( cartStore ) as any ).receiveCart(
			cartResponse( cart )
		);
	} );
	const wc = blocksCheckout( kiosk, () => data as any );
	const wp = standInPlugins();
	const inCheckout = ( children: ReactNode ) => (
		<RegistryProvider value={ data }>
			<CheckoutContext.Provider value={ testCheckoutContext() }>
				{ children }
			</CheckoutContext.Provider>
		</RegistryProvider>
	);
	// The bridge's PluginArea: a root of its own (plugin-area.tsx).
	render( <wp.PluginArea scope="woocommerce-checkout" /> );
	return { wc, wp, data, inCheckout };
}

const summary = () => screen.getByRole( 'region', { name: 'Order summary' } );

describe( 'ExperimentalOrderMeta', () => {
	it( "shows a registerPlugin fill in Kiosk's order summary, with WooCommerce's fill props (cart, extensions, context)", () => {
		const { wc, wp, inCheckout } = setUp( {
			items_count: 3,
			extensions: { 'acme-delivery': { days: '1-3' } },
		} as Partial< CartResponse > );
		function DeliveryTime( props: any ) {
			return (
				<p>
					Lieferzeit: { props.extensions[ 'acme-delivery' ].days }{ ' ' }
					Werktage, { props.cart.cartItemsCount } Artikel,{ ' ' }
					{ props.context }
				</p>
			);
		}
		render( inCheckout( <CheckoutTotals /> ) );
		expect(
			document.querySelector( '.wc-block-components-order-meta' )
		).toBeNull();
		act( () =>
			wp.registerPlugin( 'acme-delivery', {
				render: () => (
					<wc.ExperimentalOrderMeta>
						<DeliveryTime />
					</wc.ExperimentalOrderMeta>
				),
				scope: 'woocommerce-checkout',
			} )
		);
		const note = within( summary() ).getByText(
			/^Lieferzeit: 1-3 Werktage/
		);
		expect( note.textContent ).toBe(
			'Lieferzeit: 1-3 Werktage, 3 Artikel, woocommerce/checkout'
		);
		expect(
			note.closest( '.wc-block-components-order-meta' )
		).not.toBeNull();
	} );

	it( 'leaves out plugins of another scope, and a fill that throws (the rest stays)', () => {
		const { wc, wp, inCheckout } = setUp();
		const error = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		function Broken(): JSX.Element {
			throw new Error( 'kaputt' );
		}
		act( () => {
			wp.registerPlugin( 'acme-editor', {
				render: () => (
					<wc.ExperimentalOrderMeta>
						<p>Nur im Editor</p>
					</wc.ExperimentalOrderMeta>
				),
				scope: 'woocommerce-editor',
			} );
			wp.registerPlugin( 'acme-fine', {
				render: () => (
					<wc.ExperimentalOrderMeta>
						<Broken />
						<p>Geschenkverpackung inklusive</p>
					</wc.ExperimentalOrderMeta>
				),
				scope: 'woocommerce-checkout',
			} );
		} );
		render( inCheckout( <CheckoutTotals /> ) );
		expect(
			within( summary() ).getByText( 'Geschenkverpackung inklusive' )
		).toBeTruthy();
		expect( screen.queryByText( 'Nur im Editor' ) ).toBeNull();
		expect( screen.queryByText( 'Oops!' ) ).toBeNull();
		error.mockRestore();
	} );
} );

describe( 'ExperimentalDiscountsMeta', () => {
	it( "shows its fill after Kiosk's totals in the order summary", () => {
		const { wc, wp, inCheckout } = setUp();
		act( () =>
			wp.registerPlugin( 'acme-points', {
				render: () => (
					<wc.ExperimentalDiscountsMeta>
						<p>Treuepunkte einlösen</p>
					</wc.ExperimentalDiscountsMeta>
				),
				scope: 'woocommerce-checkout',
			} )
		);
		render( inCheckout( <CheckoutTotals /> ) );
		const fill = within( summary() ).getByText( 'Treuepunkte einlösen' );
		const totals = summary().querySelector( '.kiosk-totals' );
		expect(
			fill.closest( '.wc-block-components-discounts-meta' )
		).not.toBeNull();
		expect(
			totals!.compareDocumentPosition( fill ) &
				Node.DOCUMENT_POSITION_FOLLOWING
		).toBeTruthy();
	} );
} );

/** A cart that ships, with one package and its one rate. */
const SHIPS_ONE_PACKAGE = {
	needs_shipping: true,
	shipping_rates: [
		{
			package_id: 0,
			name: 'Paket 1',
			destination: {},
			items: [],
			shipping_rates: [ RATE ],
		},
	],
} as unknown as Partial< CartResponse >;

describe( 'ExperimentalOrderShippingPackages', () => {
	it( "gives its fills renderOption and components.ShippingRatesControlPackage, which shows the package's rates with their price in the rate's currency", () => {
		const { wc, wp, inCheckout } = setUp( SHIPS_ONE_PACKAGE );
		function Packages( { cart, renderOption, components }: any ) {
			const { ShippingRatesControlPackage } = components;
			return cart.shippingRates.map( ( pack: any ) => (
				<ShippingRatesControlPackage
					key={ pack.package_id }
					packageId={ pack.package_id }
					packageData={ pack }
					renderOption={ renderOption }
				/>
			) );
		}
		act( () =>
			wp.registerPlugin( 'acme-packages', {
				render: () => (
					<wc.ExperimentalOrderShippingPackages>
						<Packages />
					</wc.ExperimentalOrderShippingPackages>
				),
				scope: 'woocommerce-checkout',
			} )
		);
		render(
			inCheckout(
				<RegisteredBlocks area="kiosk/checkout-shipping-methods-block" />
			)
		);
		const group = screen.getByRole( 'group', { name: 'Paket 1' } );
		const radio = within( group ).getByRole( 'radio', {
			name: /Versand mit DHL/,
		} );
		expect( ( radio as HTMLInputElement ).checked ).toBe( true );
		// Price with tax, as the shop shows cart prices with tax.
		expect( within( group ).getByText( '5,83 €' ) ).toBeTruthy();
		expect(
			group.closest( '.wc-block-components-shipping-rates-control' )
		).not.toBeNull();
	} );
} );

describe( "the slots in Kiosk's cart", () => {
	afterEach( () => {
		delete ( window as any ).kiosk;
	} );

	it( "shows ExperimentalOrderMeta and ExperimentalDiscountsMeta fills in the cart's order summary areas, with context woocommerce/cart", () => {
		const { wc, wp, data } = setUp( {
			items_count: 2,
		} as Partial< CartResponse > );
		// The cart reads the page's registry (src/shared/registered-blocks.tsx).
		( window as any ).kiosk = { registry: mockCheckoutBlocks.registry };
		function Note( props: any ) {
			return (
				<p>
					Kleinunternehmer, { props.cart.cartItemsCount } Artikel,{ ' ' }
					{ props.context }
				</p>
			);
		}
		act( () =>
			wp.registerPlugin( 'acme-cart', {
				render: () => (
					<>
						<wc.ExperimentalOrderMeta>
							<Note />
						</wc.ExperimentalOrderMeta>
						<wc.ExperimentalDiscountsMeta>
							<p>Gutschein-Hinweis</p>
						</wc.ExperimentalDiscountsMeta>
					</>
				),
				scope: 'woocommerce-checkout',
			} )
		);
		render(
			<RegistryProvider value={ data }>
				<section aria-label="Warenkorb-Summe">
					<CartRegisteredBlocks area="kiosk/cart-order-summary-totals-block" />
					<CartRegisteredBlocks area="kiosk/cart-order-summary-block" />
				</section>
			</RegistryProvider>
		);
		const cart = screen.getByRole( 'region', { name: 'Warenkorb-Summe' } );
		const note = within( cart ).getByText( /^Kleinunternehmer/ );
		expect( note.textContent ).toBe(
			'Kleinunternehmer, 2 Artikel, woocommerce/cart'
		);
		expect(
			note.closest( '.wc-block-components-order-meta' )
		).not.toBeNull();
		expect(
			within( cart )
				.getByText( 'Gutschein-Hinweis' )
				.closest( '.wc-block-components-discounts-meta' )
		).not.toBeNull();
		// Each once, though the checkout's slots are registered too.
		expect(
			within( cart ).getAllByText( /^Kleinunternehmer/ )
		).toHaveLength( 1 );
	} );
} );

describe( "the shipping packages slot in Kiosk's cart", () => {
	afterEach( () => {
		delete ( window as any ).kiosk;
	} );

	function renderCart( cart: Partial< CartResponse > ) {
		const { wc, wp, data } = setUp( cart );
		( window as any ).kiosk = { registry: mockCheckoutBlocks.registry };
		function Packages( props: any ) {
			return (
				<p>
					Pakete: { props.cart.shippingRates.length },{ ' ' }
					{ props.context }, { String( props.collapsible ) }
				</p>
			);
		}
		act( () =>
			wp.registerPlugin( 'acme-cart-packages', {
				render: () => (
					<wc.ExperimentalOrderShippingPackages>
						<Packages />
					</wc.ExperimentalOrderShippingPackages>
				),
				scope: 'woocommerce-checkout',
			} )
		);
		return render(
			<RegistryProvider value={ data }>
				<CartRegisteredBlocks area="kiosk/cart-order-summary-totals-block" />
			</RegistryProvider>
		);
	}

	it( "shows its fills in the cart summary's totals with context woocommerce/cart while the cart ships something", () => {
		const { container } = renderCart( SHIPS_ONE_PACKAGE );
		const fill = screen.getByText( /^Pakete/ );
		expect( fill.textContent ).toBe( 'Pakete: 1, woocommerce/cart, false' );
		expect(
			fill.closest( '.wc-block-components-shipping-rates-control' )
		).not.toBeNull();
		expect(
			container.querySelectorAll(
				'.wc-block-components-totals-shipping__options'
			)
		).toHaveLength( 1 );
	} );

	it( 'shows nothing where the cart ships nothing', () => {
		renderCart( {
			needs_shipping: false,
			shipping_rates: [],
		} as unknown as Partial< CartResponse > );
		expect( screen.queryByText( /^Pakete/ ) ).toBeNull();
	} );
} );

describe( "the slot blocks in Kiosk's areas", () => {
	it( 'are locked in, so a checkout page saved in the editor renders them too', () => {
		setUp();
		for ( const area of [
			'kiosk/checkout-order-summary-block',
			'kiosk/checkout-order-summary-totals-block',
			'kiosk/checkout-shipping-methods-block',
			'kiosk/cart-order-summary-block',
			'kiosk/cart-order-summary-totals-block',
		] ) {
			const [ block ] =
				mockCheckoutBlocks.registry.getRegisteredBlocks( area );
			expect(
				( block.metadata.attributes as any ).lock.default.remove
			).toBe( true );
		}
	} );
} );

describe( 'mountPluginArea', () => {
	it( 'mounts nothing without wp.plugins, and one PluginArea of scope woocommerce-checkout for the page', () => {
		const seen: Array< string | undefined > = [];
		const plugins = {
			PluginArea: ( { scope }: { scope?: string } ) => {
				seen.push( scope );
				return null;
			},
		};
		expect( mountPluginArea( undefined ) ).toBe( false );
		act( () => {
			expect( mountPluginArea( plugins ) ).toBe( true );
		} );
		expect( mountPluginArea( plugins ) ).toBe( false );
		expect( seen ).toEqual( [ 'woocommerce-checkout' ] );
	} );
} );
