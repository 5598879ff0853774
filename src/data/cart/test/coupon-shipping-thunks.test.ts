/**
 * The cart thunks for coupons, shipping and extension updates, tested as
 * plain functions of what they are given.
 */
import { request } from '@kiosk/api';
import * as thunks from '../thunks';
import { cartResponse } from './fixtures';
import { fakeStore, deferred, loaded } from './fake-store';

jest.mock( '@kiosk/api', () => ( { request: jest.fn() } ) );
const mockRequest = request as jest.MockedFunction< typeof request >;

beforeEach( () => {
	mockRequest.mockReset();
} );

describe( 'cart thunks: coupons, shipping, extensions', () => {
	it( 'applies a coupon with the applying flag set meanwhile', async () => {
		const store = fakeStore( loaded() );
		const answer = deferred< unknown >();
		mockRequest.mockReturnValueOnce( answer.promise as Promise< never > );
		const done = thunks.applyCoupon( 'SOMMER10' )( store.args );
		expect( store.state.metaData.applyingCoupon ).toBe( 'SOMMER10' );
		answer.resolve( cartResponse() );
		await expect( done ).resolves.toBe( true );
		expect( store.state.metaData.applyingCoupon ).toBe( '' );
	} );

	it( 'rejects a bad coupon with the Store API error', async () => {
		const store = fakeStore( loaded() );
		const error = {
			code: 'woocommerce_rest_cart_coupon_error',
			message: 'Gutschein „NEIN“ existiert nicht!',
		};
		mockRequest.mockRejectedValueOnce( error );
		await expect( thunks.applyCoupon( 'NEIN' )( store.args ) ).rejects.toBe(
			error
		);
		expect( store.state.metaData.applyingCoupon ).toBe( '' );
	} );

	it( 'selects a shipping rate and updates the customer', async () => {
		const store = fakeStore( loaded() );
		mockRequest.mockResolvedValue( cartResponse() );
		await thunks.selectShippingRate( 'flat_rate:1', 0 )( store.args );
		expect( mockRequest ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				data: { rate_id: 'flat_rate:1', package_id: 0 },
			} )
		);
		await thunks.updateCustomerData( {
			shipping_address: { country: 'DE', postcode: '10115' },
		} )( store.args );
		expect( store.state.addressFieldsForShippingRates ).toEqual( {
			country: 'DE',
			postcode: '10115',
		} );
		expect( store.state.metaData.updatingCustomerData ).toBe( false );
	} );

	it( 'turns a failed extension update into a notice and rejects', async () => {
		const store = fakeStore( loaded() );
		mockRequest.mockRejectedValueOnce( {
			code: 'woocommerce_rest_cart_extensions_error',
			message: 'Erweiterung kaputt',
		} );
		await expect(
			thunks.applyExtensionCartUpdate( { namespace: 'demo' } )(
				store.args
			)
		).rejects.toBeTruthy();
		expect( store.createErrorNotice ).toHaveBeenCalledWith(
			'Erweiterung kaputt',
			expect.anything()
		);
	} );
} );
