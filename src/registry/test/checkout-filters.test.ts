import {
	createCheckoutFilterRegistry,
	mustContain,
	type CheckoutFilterRegistry,
} from '../checkout-filters';

// Each test registers into a registry of its own.
let registerCheckoutFilters: CheckoutFilterRegistry[ 'registerCheckoutFilters' ];
let applyCheckoutFilter: CheckoutFilterRegistry[ 'applyCheckoutFilter' ];

beforeEach( () => {
	( { registerCheckoutFilters, applyCheckoutFilter } =
		createCheckoutFilterRegistry() );
} );

describe( 'checkout filters', () => {
	it( 'applies filters of every namespace in order', () => {
		registerCheckoutFilters( 'a', { itemName: ( v ) => `${ v }!` } );
		registerCheckoutFilters( 'b', { itemName: ( v ) => `${ v }?` } );
		expect(
			applyCheckoutFilter( {
				filterName: 'itemName',
				defaultValue: 'Abo',
				isAdmin: false,
			} )
		).toBe( 'Abo!?' );
	} );

	it( 'passes extensions and the argument', () => {
		const filter = jest.fn( ( v: unknown ) => v );
		registerCheckoutFilters( 'a', { cartItemClass: filter } );
		applyCheckoutFilter( {
			filterName: 'cartItemClass',
			defaultValue: '',
			extensions: { x: 1 },
			arg: { context: 'cart' },
		} );
		expect( filter ).toHaveBeenCalledWith(
			'',
			{ x: 1 },
			{ context: 'cart' }
		);
	} );

	it( 'throws the type error for admins', () => {
		registerCheckoutFilters( 'a', {
			showApplyCouponNotice: () => 'no' as unknown as boolean,
		} );
		expect( () =>
			applyCheckoutFilter( {
				filterName: 'showApplyCouponNotice',
				defaultValue: true,
				isAdmin: true,
			} )
		).toThrow(
			'The type returned by checkout filters must be the same as the type they receive. The function received boolean but returned string.'
		);
	} );

	it( 'logs and uses the default for others', () => {
		const error = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		registerCheckoutFilters( 'a', {
			showApplyCouponNotice: () => 'no' as unknown as boolean,
		} );
		expect(
			applyCheckoutFilter( {
				filterName: 'showApplyCouponNotice',
				defaultValue: true,
				isAdmin: false,
			} )
		).toBe( true );
		expect( error ).toHaveBeenCalled();
		error.mockRestore();
	} );

	it( "validates price formats with '<price/>'", () => {
		const error = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		registerCheckoutFilters( 'a', {
			subtotalPriceFormat: () => 'pro Stück',
		} );
		const args = {
			filterName: 'subtotalPriceFormat',
			defaultValue: '<price/>',
			validation: ( v: string ) => mustContain( v, '<price/>' ),
		};
		expect( applyCheckoutFilter( { ...args, isAdmin: false } ) ).toBe(
			'<price/>'
		);
		expect( () =>
			applyCheckoutFilter( { ...args, isAdmin: true } )
		).toThrow(
			'Returned value must include <price/>, you passed "pro Stück"'
		);
		error.mockRestore();
	} );
} );
