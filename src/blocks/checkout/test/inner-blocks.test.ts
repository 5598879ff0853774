/**
 * @jest-environment node
 *
 * The checkout's locked inner-block template: one block per named inner
 * area, each placed under the parent its block.json names.
 */
import { innerBlockAreas } from '../../../registry/inner-block-areas';
import {
	INNER_BLOCKS,
	TEMPLATE,
	type TemplateEntry,
} from '../inner-blocks/template';

/** [ name, parent ] for every template entry. */
function flatten(
	entries: TemplateEntry[],
	parent: string
): Array< [ string, string ] > {
	return entries.flatMap( ( [ name, , inner ] ) => [
		[ name, parent ] as [ string, string ],
		...flatten( inner, name ),
	] );
}

describe( 'checkout inner blocks', () => {
	const placed = flatten( TEMPLATE, 'kiosk/checkout' );

	it( 'places every inner block exactly once', () => {
		expect( placed.map( ( [ name ] ) => name ).sort() ).toEqual(
			INNER_BLOCKS.map( ( b ) => b.name ).sort()
		);
	} );

	it( 'places each block under the parent its block.json allows', () => {
		for ( const [ name, parent ] of placed ) {
			const metadata = INNER_BLOCKS.find( ( b ) => b.name === name );
			expect( metadata?.parent ).toEqual( [ parent ] );
		}
	} );

	it( 'covers every named checkout area of the extension registry', () => {
		const areas = Object.values( innerBlockAreas ).filter( ( area ) =>
			area.startsWith( 'kiosk/checkout-' )
		);
		const names = INNER_BLOCKS.map( ( b ) => b.name );
		expect( areas.filter( ( area ) => ! names.includes( area ) ) ).toEqual(
			[]
		);
	} );

	it( 'lists the steps in page order: fields column first, then the totals with the order summary', () => {
		expect( TEMPLATE.map( ( [ name ] ) => name ) ).toEqual( [
			'kiosk/checkout-fields-block',
			'kiosk/checkout-totals-block',
		] );
		expect( TEMPLATE[ 0 ][ 2 ].map( ( [ name ] ) => name ) ).toEqual( [
			'kiosk/checkout-express-payment-block',
			'kiosk/checkout-contact-information-block',
			'kiosk/checkout-shipping-method-block',
			'kiosk/checkout-pickup-options-block',
			'kiosk/checkout-shipping-address-block',
			'kiosk/checkout-billing-address-block',
			'kiosk/checkout-shipping-methods-block',
			'kiosk/checkout-payment-methods-block',
			'kiosk/checkout-order-note-block',
			'kiosk/checkout-terms-block',
			'kiosk/checkout-actions-block',
		] );
	} );

	it( 'locks the required areas; the optional ones (express payment, order notes, terms) can be moved and removed, the order summary moved, as in WooCommerce', () => {
		const movable = [ 'kiosk/checkout-order-summary-block' ];
		const optional = [
			'kiosk/checkout-express-payment-block',
			'kiosk/checkout-order-note-block',
			'kiosk/checkout-terms-block',
		];
		const lockOf = ( name: string ) => {
			if ( optional.includes( name ) ) {
				return { remove: false, move: false };
			}
			return movable.includes( name )
				? { remove: true }
				: { remove: true, move: true };
		};
		for ( const block of INNER_BLOCKS ) {
			expect( [ block.name, block.attributes.lock.default ] ).toEqual( [
				block.name,
				lockOf( block.name ),
			] );
		}
	} );
} );
