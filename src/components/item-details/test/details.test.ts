/**
 * WooCommerce's rules for a cart item's details (its cart block's
 * ProductDetails), with the entries Germanized 4.0.9 sends.
 */
import { itemDetails, kebabCase, detailText } from '../details';

describe( 'itemDetails', () => {
	it( 'prefers display, falls back to value when display is empty (Germanized sends display "")', () => {
		expect(
			itemDetails(
				[],
				[
					{
						key: 'gzd-unit_price',
						value: '25,00 € / 1 kg',
						display: '',
					},
					{ name: 'Gravur', value: 'raw', display: 'Für Anna' },
				]
			)
		).toEqual( [
			{
				name: 'gzd-unit_price',
				value: '25,00 € / 1 kg',
				className:
					'wc-block-components-product-details__gzd-unit-price',
			},
			{
				name: 'Gravur',
				value: 'Für Anna',
				className: 'wc-block-components-product-details__gravur',
			},
		] );
	} );

	it( 'leaves out hidden entries, as JavaScript reads the flag', () => {
		const shown = itemDetails(
			[],
			[
				{ name: 'a', value: '1', hidden: true },
				{ name: 'b', value: '2', hidden: '1' },
				{ name: 'c', value: '3', hidden: '' },
				{ name: 'd', value: '4', hidden: false },
				{ name: 'e', value: '5' },
			]
		);
		expect( shown.map( ( d ) => d.name ) ).toEqual( [ 'c', 'd', 'e' ] );
	} );

	it( 'leaves out item data whose value is empty or only whitespace', () => {
		expect(
			itemDetails(
				[],
				[
					{ key: 'gzd-unit_price', value: '', display: '' },
					{ key: 'gzd-delivery_time', value: ' \n\t ' },
					{ key: 'gzd-item_desc', value: '<span></span>' },
				]
			)
		).toEqual( [] );
	} );

	it( 'shows an entry with an empty name by its value alone, without a class', () => {
		expect(
			itemDetails( [], [ { name: '', value: 'Geschenk' } ] )
		).toEqual( [ { name: '', value: 'Geschenk', className: '' } ] );
		// An empty key falls back to the name, as WooCommerce's `key || name`.
		expect(
			itemDetails( [], [ { key: '', name: 'Farbe', value: 'Rot' } ] )[ 0 ]
				.name
		).toBe( 'Farbe' );
	} );

	it( 'turns markup and entities into text, so nothing becomes HTML', () => {
		const [ detail ] = itemDetails(
			[],
			[
				{
					name: 'Hinweis &amp; mehr',
					value: '<img src=x onerror=alert(1)><b>fett</b> &lt;i&gt;',
				},
			]
		);
		expect( detail.name ).toBe( 'Hinweis & mehr' );
		expect( detail.value ).toBe( 'fett <i>' );
	} );

	it( 'collapses HTML whitespace but keeps the no-break space of a price', () => {
		expect( detailText( '\n\t\t<span>1-3\n Werktage</span>\n' ) ).toBe(
			'1-3 Werktage'
		);
		expect( detailText( '25,00&nbsp;€' ) ).toBe( '25,00\u00a0€' );
	} );

	it( 'shows the variation first, every attribute', () => {
		expect(
			itemDetails(
				[ { attribute: 'Größe', value: 'M' } ],
				[ { name: 'Gravur', value: 'A' } ]
			).map( ( d ) => `${ d.name }: ${ d.value }` )
		).toEqual( [ 'Größe: M', 'Gravur: A' ] );
	} );
} );

describe( 'kebabCase', () => {
	it( 'makes the class names WooCommerce gives', () => {
		expect( kebabCase( 'gzd-unit_price' ) ).toBe( 'gzd-unit-price' );
		expect( kebabCase( 'gzd-delivery_time' ) ).toBe( 'gzd-delivery-time' );
		expect( kebabCase( 'Gift Wrap' ) ).toBe( 'gift-wrap' );
		expect( kebabCase( 'itemColour' ) ).toBe( 'item-colour' );
	} );
} );
