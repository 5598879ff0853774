import { jsonEqual, keepUnchanged } from '../keep-unchanged';
import reducer from '../reducers';
import { setCartData, replaceErrors, setIsCartDataStale } from '../actions';
import { DEFAULT_STATE } from '../default-state';
import { cartFromResponse } from '../map-cart';

describe( 'jsonEqual', () => {
	it( 'compares objects, arrays and scalars by value', () => {
		expect(
			jsonEqual( { a: [ 1, { b: 'x' } ] }, { a: [ 1, { b: 'x' } ] } )
		).toBe( true );
		expect(
			jsonEqual( { a: [ 1, { b: 'x' } ] }, { a: [ 1, { b: 'y' } ] } )
		).toBe( false );
		expect( jsonEqual( { a: 1 }, { a: 1, b: undefined } ) ).toBe( false );
		expect(
			jsonEqual( { a: 1, b: undefined }, { a: 1, c: undefined } )
		).toBe( false );
		expect( jsonEqual( [], {} ) ).toBe( false );
		expect( jsonEqual( null, {} ) ).toBe( false );
		expect( jsonEqual( '1', 1 ) ).toBe( false );
	} );
} );

describe( 'keepUnchanged', () => {
	it( 'keeps the parts that did not change, by identity, and takes the new ones', () => {
		const previous = {
			items: [ { key: 'a', quantity: 1 } ],
			totals: { total_price: '1000' },
			billingAddress: { city: 'Berlin' },
		};
		const next = {
			items: [ { key: 'a', quantity: 1 } ],
			totals: { total_price: '1490' },
			billingAddress: { city: 'Berlin' },
		};
		const kept = keepUnchanged( previous, next );
		expect( kept ).toEqual( next );
		expect( kept.items ).toBe( previous.items );
		expect( kept.billingAddress ).toBe( previous.billingAddress );
		expect( kept.totals ).toBe( next.totals );
	} );

	it( 'returns the stored value itself when nothing changed', () => {
		const previous = { items: [ { key: 'a' } ], totals: { total: '1' } };
		expect(
			keepUnchanged( previous, JSON.parse( JSON.stringify( previous ) ) )
		).toBe( previous );
		const list = [ { code: 'x' } ];
		expect( keepUnchanged( list, [ { code: 'x' } ] ) ).toBe( list );
		const other = [ { code: 'y' } ];
		expect( keepUnchanged( list, other ) ).toBe( other );
	} );
} );

describe( 'the reducer with an unchanged answer', () => {
	const cart = cartFromResponse( {
		items: [],
		totals: { total_price: '500' } as never,
		errors: [],
	} );

	it( 'keeps the same state for the same cart, errors and staleness', () => {
		const loaded = reducer( DEFAULT_STATE, setCartData( cart ) );
		const again = reducer(
			loaded,
			setCartData( JSON.parse( JSON.stringify( cart ) ) )
		);
		expect( again ).toBe( loaded );
		const errors = reducer( loaded, replaceErrors( [] ) );
		expect( reducer( errors, replaceErrors( [] ) ) ).toBe( errors );
		expect( reducer( errors, setIsCartDataStale( false ) ) ).toBe( errors );
	} );

	it( 'takes a changed total, keeping the unchanged items by identity', () => {
		const loaded = reducer( DEFAULT_STATE, setCartData( cart ) );
		const next = reducer(
			loaded,
			setCartData( {
				...JSON.parse( JSON.stringify( cart ) ),
				totals: { total_price: '990' },
			} )
		);
		expect( next ).not.toBe( loaded );
		expect( next.cartData.totals ).toEqual( { total_price: '990' } );
		expect( next.cartData.items ).toBe( loaded.cartData.items );
		expect( next.metaData ).toBe( loaded.metaData );
	} );
} );
