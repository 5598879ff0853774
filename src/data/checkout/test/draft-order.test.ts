/**
 * The draft-order hint (written on a successful update, removed on
 * completion) and a restore through the real stores.
 */
import { createRegistry } from '@wordpress/data';
import { request } from '@kiosk/api';
import { CHECKOUT_DRAFT_STORAGE_KEY, CHECKOUT_STORAGE_KEY } from '../constants';
import { completeCheckout } from '../thunks';
import { createDirtyFlagWriter } from '../storage';
import { checkoutStore } from '..';
import { paymentStore } from '../../payment';
import { updateDraftOrder } from '../draft-order';
import { draft } from './draft-fakes';
import { fakeThunkArgs } from '../../test/fake-thunk-args';

jest.mock( '@kiosk/api', () => ( { request: jest.fn() } ) );

const mockRequest = request as jest.MockedFunction< typeof request >;

beforeEach( () => {
	window.localStorage.clear();
	mockRequest.mockReset();
} );

describe( 'the draft-order hint', () => {
	it( 'is written when a draft update succeeds, not when it fails', async () => {
		mockRequest.mockRejectedValueOnce( new Error( 'offline' ) );
		const select = { getOrderNotes: () => 'x' };
		await updateDraftOrder( { payment_method: 'cheque' } )(
			fakeThunkArgs( { select } )
		);
		expect(
			window.localStorage.getItem( CHECKOUT_DRAFT_STORAGE_KEY )
		).toBeNull();
		mockRequest.mockResolvedValueOnce( {} );
		await updateDraftOrder( { payment_method: 'cheque' } )(
			fakeThunkArgs( { select } )
		);
		// The note always goes along: WooCommerce empties it on a PUT without it.
		expect( mockRequest ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				method: 'PUT',
				data: { customer_note: 'x', payment_method: 'cheque' },
			} )
		);
		expect(
			window.localStorage.getItem( CHECKOUT_DRAFT_STORAGE_KEY )
		).toBe( 'true' );
	} );
	it( 'is removed on completion, with the dirty flag', () => {
		window.localStorage.setItem( CHECKOUT_DRAFT_STORAGE_KEY, 'true' );
		window.localStorage.setItem( CHECKOUT_STORAGE_KEY, 'true' );
		completeCheckout( jest.fn() )(
			fakeThunkArgs( {
				dispatch: { __internalSetComplete: jest.fn() },
				select: { getRedirectUrl: () => '' },
				dirtyFlag: createDirtyFlagWriter(),
			} )
		);
		expect(
			window.localStorage.getItem( CHECKOUT_DRAFT_STORAGE_KEY )
		).toBeNull();
		expect(
			window.localStorage.getItem( CHECKOUT_STORAGE_KEY )
		).toBeNull();
	} );
} );

describe( 'restoring the draft order through the real stores', () => {
	it( 'a restored regular method replaces the default saved token the checkout picked', async () => {
		window.localStorage.setItem( CHECKOUT_DRAFT_STORAGE_KEY, 'true' );
		mockRequest.mockResolvedValueOnce( draft );
		const registry = createRegistry();
		registry.register( checkoutStore );
		registry.register( paymentStore );
		const payment = registry.dispatch( paymentStore );
		const restored = registry.dispatch( checkoutStore ).restoreDraftOrder();
		payment.__internalSetAvailablePaymentMethods( {
			kiosk_card_demo: { name: 'kiosk_card_demo' },
			cheque: { name: 'cheque' },
		} );
		// The checkout picks the default saved token (not the shopper).
		payment.selectSavedToken( 'kiosk_card_demo', 7, false );
		payment.__internalSetPaymentMethodsInitialized( true );
		await restored;
		const select = registry.select( paymentStore );
		expect( select.getActivePaymentMethod() ).toBe( 'cheque' );
		expect( select.getActiveSavedToken() ).toBe( '' );
		expect( select.hasShopperChosenPaymentMethod() ).toBe( true );
		expect( registry.select( checkoutStore ).getOrderNotes() ).toBe(
			'Bitte klingeln'
		);
		expect( registry.select( checkoutStore ).getOrderId() ).toBe( 42 );
	} );
} );
