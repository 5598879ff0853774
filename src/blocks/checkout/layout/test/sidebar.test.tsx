/**
 * The checkout's sidebar (the totals column) follows the saved tree as the
 * fields column does: the default layout without one, the order summary
 * where the owner put it, extension blocks where saved or forced.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import {
	freshCheckoutBlocks,
	mockCheckoutBlocks,
} from '../../../../registry/test/page-registry-mock';
import { register as registerStore } from '@wordpress/data';
import { checkoutStore } from '@kiosk/checkout-data';
import { innerBlockAreas } from '../../../../registry/inner-block-areas';
import {
	LayoutContext,
	type LayoutNode,
} from '../../../../shared-ui/layout/tree';
import { CheckoutTotals } from '../../inner-blocks/checkout-totals/frontend';
import { MobileSummary } from '../../inner-blocks/mobile-summary';
import { TEMPLATE, type TemplateEntry } from '../../inner-blocks/template';

jest.mock( '@kiosk/registry', () =>
	jest
		.requireActual( '../../../../registry/test/page-registry-mock' )
		.mockedRegistryModule()
);
jest.mock( '../../context', () => {
	const cart = jest
		.requireActual( '../../../../shared-ui/cart/preview-cart' )
		.previewCart();
	const value = {
		settings: { taxesEnabled: true, displayItemizedTaxes: false },
	};
	return {
		useCart: () => cart,
		useCartPart: ( pick: ( c: typeof cart ) => unknown ) => pick( cart ),
		useCheckoutContext: () => value,
	};
} );

// The summary's totals read the delivery choice, as on the page.
registerStore( checkoutStore );

const {
	CHECKOUT_TOTALS,
	CHECKOUT_ORDER_SUMMARY,
	CHECKOUT_ORDER_SUMMARY_TOTALS,
} = innerBlockAreas;

beforeEach( () => {
	freshCheckoutBlocks();
} );

const register = ( name: string, parent: string, forced = false ): void =>
	mockCheckoutBlocks.registry.registerCheckoutBlock( {
		metadata: {
			name,
			parent: [ parent ],
			...( forced
				? { attributes: { lock: { default: { remove: true } } } }
				: {} ),
		},
		component: () => <p className={ name.replace( '/', '-' ) }>{ name }</p>,
	} );

const node = ( name: string, innerBlocks: LayoutNode[] = [] ): LayoutNode => ( {
	name,
	attributes: {},
	innerBlocks,
} );

const fromTemplate = ( [ name, , inner ]: TemplateEntry ): LayoutNode =>
	node( name, inner.map( fromTemplate ) );

/** The sidebar's markup for a saved tree (null: none saved). */
function sidebar( tree: LayoutNode[] | null ): HTMLElement {
	const { container } = render(
		<LayoutContext.Provider value={ tree }>
			<aside>
				<CheckoutTotals />
			</aside>
		</LayoutContext.Provider>
	);
	return container;
}

/** The phone's summary, opened (its tree renders on the first opening). */
function openedPhoneSummary( tree: LayoutNode[] | null = null ) {
	const { container } = render(
		<LayoutContext.Provider value={ tree }>
			<MobileSummary />
		</LayoutContext.Provider>
	);
	fireEvent.click( container.querySelector( 'summary' )! );
	return container;
}

/** Document order of the given selectors in `root` (-1: absent). */
const order = ( root: HTMLElement, selectors: string[] ) => {
	const all = [ ...root.querySelectorAll( '*' ) ];
	return selectors.map( ( selector ) => {
		const found = root.querySelector( selector );
		return found ? all.indexOf( found ) : -1;
	} );
};

describe( 'the checkout sidebar', () => {
	it( 'renders the same markup for no saved tree and for the saved default template', () => {
		const none = sidebar( null ).innerHTML;
		const saved = sidebar( TEMPLATE.map( fromTemplate ) ).innerHTML;
		expect( saved ).toBe( none );
		expect( none ).toContain( 'kiosk-order-summary' );
		expect(
			screen.getAllByRole( 'heading', { name: 'Order summary' } )
		).toHaveLength( 2 );
	} );

	it( 'renders the phone’s summary on its first opening, before the browser opens it, and keeps it when closed', () => {
		const { container } = render( <MobileSummary /> );
		const details = container.querySelector( 'details' )!;
		expect( details.querySelector( '.kiosk-order-summary' ) ).toBeNull();
		expect( details.querySelector( 'summary' )!.textContent ).toContain(
			'Show order summary'
		);
		fireEvent.click( details.querySelector( 'summary' )! );
		expect(
			details.querySelector( '.kiosk-order-summary' )
		).not.toBeNull();
		details.open = false;
		fireEvent( details, new Event( 'toggle' ) );
		expect(
			details.querySelector( '.kiosk-order-summary' )
		).not.toBeNull();
	} );

	it( 'renders the phone’s summary when it is opened by other means than its toggle (find in page, a script)', () => {
		const { container } = render( <MobileSummary /> );
		const details = container.querySelector( 'details' )!;
		details.open = true;
		fireEvent( details, new Event( 'toggle' ) );
		expect(
			details.querySelector( '.kiosk-order-summary' )
		).not.toBeNull();
	} );

	it( 'shows the summary with its items and totals, as the phone’s summary does', () => {
		const desktop = sidebar( null );
		const phone = openedPhoneSummary();
		const summary = ( root: HTMLElement ) =>
			root
				.querySelector( '.kiosk-order-summary' )!
				.innerHTML.replace( /kiosk-mobile-/g, 'kiosk-' );
		expect( summary( desktop ) ).toBe( summary( phone ) );
		expect( desktop.querySelector( '.kiosk-totals' ) ).not.toBeNull();
		expect(
			order( desktop, [
				'.kiosk-order-summary__items',
				'.kiosk-totals__row--total',
			] )
		).toEqual( [ expect.any( Number ), expect.any( Number ) ] );
	} );

	it( 'without a saved tree, follows each area with every block registered for it', () => {
		register( 'acme/column', CHECKOUT_TOTALS );
		register( 'acme/summary', CHECKOUT_ORDER_SUMMARY );
		register( 'acme/totals', CHECKOUT_ORDER_SUMMARY_TOTALS );
		const root = sidebar( null );
		const [ dl, totals, summary, section, column ] = order( root, [
			'.kiosk-totals',
			'.acme-totals',
			'.acme-summary',
			'.kiosk-order-summary',
			'.acme-column',
		] );
		expect( dl ).toBeLessThan( totals );
		expect( totals ).toBeLessThan( summary );
		// The summary's own blocks sit inside it; the column's follow it.
		expect(
			root.querySelector( '.kiosk-order-summary .acme-summary' )
		).not.toBeNull();
		expect( section ).toBeLessThan( column );
		expect(
			root.querySelector( '.kiosk-order-summary .acme-column' )
		).toBeNull();
	} );

	it( 'puts the order summary where the owner moved it, saved blocks where saved, forced ones in their area, unsaved ones nowhere', () => {
		register( 'acme/badge', CHECKOUT_TOTALS );
		register( 'acme/unsaved', CHECKOUT_TOTALS );
		register( 'acme/points', CHECKOUT_ORDER_SUMMARY, true );
		const root = sidebar( [
			node( 'kiosk/checkout-fields-block' ),
			node( CHECKOUT_TOTALS, [
				node( 'acme/badge' ),
				node( CHECKOUT_ORDER_SUMMARY, [
					node( CHECKOUT_ORDER_SUMMARY_TOTALS ),
				] ),
			] ),
		] );
		const [ badge, section, dl, points ] = order( root, [
			'.acme-badge',
			'.kiosk-order-summary',
			'.kiosk-totals',
			'.acme-points',
		] );
		expect( badge ).toBeGreaterThanOrEqual( 0 );
		expect( badge ).toBeLessThan( section );
		expect( dl ).toBeLessThan( points );
		expect(
			root.querySelector( '.kiosk-order-summary .acme-points' )
		).not.toBeNull();
		expect( root.querySelector( '.acme-unsaved' ) ).toBeNull();
	} );

	it( 'shows the same saved tree in the phone’s collapsed summary, with ids of its own', () => {
		register( 'acme/badge', CHECKOUT_TOTALS );
		register( 'acme/points', CHECKOUT_ORDER_SUMMARY, true );
		const tree = [
			node( CHECKOUT_TOTALS, [
				node( 'acme/badge' ),
				node( CHECKOUT_ORDER_SUMMARY, [
					node( CHECKOUT_ORDER_SUMMARY_TOTALS ),
				] ),
			] ),
		];
		const phone = openedPhoneSummary( tree );
		const [ badge, section ] = order( phone, [
			'.acme-badge',
			'.kiosk-order-summary',
		] );
		expect( badge ).toBeGreaterThanOrEqual( 0 );
		expect( badge ).toBeLessThan( section );
		expect(
			phone.querySelector( '.kiosk-order-summary .acme-points' )
		).not.toBeNull();
		expect(
			phone.querySelector( '#kiosk-mobile-order-summary-title' )
		).not.toBeNull();
		expect(
			phone.querySelector( '#kiosk-order-summary-title' )
		).toBeNull();
	} );

	it( 'renders a block saved in an area it is not registered for nowhere', () => {
		register( 'acme/badge', CHECKOUT_ORDER_SUMMARY );
		const root = sidebar( [
			node( CHECKOUT_TOTALS, [
				node( CHECKOUT_ORDER_SUMMARY, [
					node( CHECKOUT_ORDER_SUMMARY_TOTALS ),
				] ),
				node( 'acme/badge' ),
			] ),
		] );
		expect( root.querySelector( '.kiosk-order-summary' ) ).not.toBeNull();
		expect( root.querySelector( '.acme-badge' ) ).toBeNull();
	} );
} );
