import { createRegistry } from '@wordpress/data';
import { request } from '@kiosk/api';
import { CHECKOUT_DRAFT_STORAGE_KEY, CHECKOUT_STORAGE_KEY } from '../constants';
import { completeCheckout } from '../thunks';
import { restoreDraftOrder, updateDraftOrder } from '../draft-order';
import { createDirtyFlagWriter } from '../storage';
import { checkoutStore } from '..';
import { paymentStore } from '../../payment';

jest.mock( '@kiosk/api', () => ( { request: jest.fn() } ) );

const mockRequest = request as jest.MockedFunction< typeof request >;

const draft = {
	order_id: 42,
	customer_note: 'Bitte klingeln',
	payment_method: 'cheque',
	additional_fields: { 'kiosk/gift': true, 'kiosk/vat-id': 'DE123' },
};

/** A fake `kiosk/checkout` (fields the thunk reads, dispatch as spies). */
function fakeCheckout() {
	const state = {
		orderId: 0,
		orderNotes: '',
		additionalFields: {} as Record< string, unknown >,
	};
	const select = {
		getOrderId: () => state.orderId,
		getOrderNotes: () => state.orderNotes,
		getAdditionalFields: () => state.additionalFields,
	};
	const dispatch = {
		__internalSetOrderId: jest.fn(),
		__internalSetOrderNotes: jest.fn(),
		setAdditionalFields: jest.fn(),
	};
	return { state, select, dispatch };
}

/** A fake registry whose `kiosk/payment` changes and notifies subscribers. */
function fakePayment( initialised = true ) {
	const state = {
		initialised,
		chosen: false,
		expressActive: false,
		available: {
			bacs: { name: 'bacs' },
			cheque: { name: 'cheque' },
		} as Record< string, { name: string } >,
	};
	const listeners = new Set< () => void >();
	const actions = { selectPaymentMethod: jest.fn() };
	const registry = {
		select: () => ( {
			paymentMethodsInitialized: () => state.initialised,
			hasShopperChosenPaymentMethod: () => state.chosen,
			isExpressPaymentMethodActive: () => state.expressActive,
			getAvailablePaymentMethods: () => state.available,
		} ),
		dispatch: () => actions,
		subscribe: ( listener: () => void ) => {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
	};
	const change = ( patch: Partial< typeof state > ) => {
		Object.assign( state, patch );
		listeners.forEach( ( listener ) => listener() );
	};
	return { state, actions, registry, listeners, change };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

beforeEach( () => {
	window.localStorage.clear();
	mockRequest.mockReset();
} );

describe( 'the draft-order hint', () => {
	it( 'is written when a draft update succeeds, not when it fails', async () => {
		mockRequest.mockRejectedValueOnce( new Error( 'offline' ) );
		const select = { getOrderNotes: () => 'x' };
		await updateDraftOrder( { payment_method: 'cheque' } )( { select } );
		expect(
			window.localStorage.getItem( CHECKOUT_DRAFT_STORAGE_KEY )
		).toBeNull();
		mockRequest.mockResolvedValueOnce( {} );
		await updateDraftOrder( { payment_method: 'cheque' } )( { select } );
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
		completeCheckout( jest.fn() )( {
			dispatch: { __internalSetComplete: jest.fn() },
			select: { getRedirectUrl: () => '' },
			dirtyFlag: createDirtyFlagWriter(),
		} );
		expect(
			window.localStorage.getItem( CHECKOUT_DRAFT_STORAGE_KEY )
		).toBeNull();
		expect(
			window.localStorage.getItem( CHECKOUT_STORAGE_KEY )
		).toBeNull();
	} );
} );

describe( 'restoring the draft order', () => {
	it( 'sends no request when this browser never pushed a draft', async () => {
		const { select, dispatch } = fakeCheckout();
		const payment = fakePayment();
		await restoreDraftOrder()( {
			dispatch,
			select,
			registry: payment.registry,
		} );
		expect( mockRequest ).not.toHaveBeenCalled();
		expect( dispatch.__internalSetOrderNotes ).not.toHaveBeenCalled();
	} );

	it( 'loads GET /checkout uncached and restores order id, note, additional fields and payment method', async () => {
		window.localStorage.setItem( CHECKOUT_DRAFT_STORAGE_KEY, 'true' );
		mockRequest.mockResolvedValueOnce( draft );
		const { select, dispatch } = fakeCheckout();
		const payment = fakePayment();
		await restoreDraftOrder()( {
			dispatch,
			select,
			registry: payment.registry,
		} );
		expect( mockRequest ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/wc/store/v1/checkout',
				method: 'GET',
				cache: 'no-store',
			} )
		);
		expect( dispatch.__internalSetOrderId ).toHaveBeenCalledWith( 42 );
		expect( dispatch.__internalSetOrderNotes ).toHaveBeenCalledWith(
			'Bitte klingeln'
		);
		expect( dispatch.setAdditionalFields ).toHaveBeenCalledWith(
			draft.additional_fields
		);
		expect( payment.actions.selectPaymentMethod ).toHaveBeenCalledWith(
			'cheque'
		);
	} );

	it( 'keeps a note and a field the shopper typed while the request ran', async () => {
		window.localStorage.setItem( CHECKOUT_DRAFT_STORAGE_KEY, 'true' );
		const { state, select, dispatch } = fakeCheckout();
		mockRequest.mockImplementationOnce( async () => {
			state.orderNotes = 'Hinterhaus';
			state.additionalFields = { 'kiosk/vat-id': 'DE999' };
			return draft;
		} );
		await restoreDraftOrder()( {
			dispatch,
			select,
			registry: fakePayment().registry,
		} );
		expect( dispatch.__internalSetOrderNotes ).not.toHaveBeenCalled();
		expect( dispatch.setAdditionalFields ).toHaveBeenCalledWith( {
			'kiosk/gift': true,
		} );
	} );

	it( 'waits for the payment methods to be initialised before restoring the method', async () => {
		window.localStorage.setItem( CHECKOUT_DRAFT_STORAGE_KEY, 'true' );
		mockRequest.mockResolvedValueOnce( draft );
		const { select, dispatch } = fakeCheckout();
		const payment = fakePayment( false );
		const done = restoreDraftOrder()( {
			dispatch,
			select,
			registry: payment.registry,
		} );
		await settle();
		expect( dispatch.__internalSetOrderNotes ).toHaveBeenCalled();
		expect( payment.actions.selectPaymentMethod ).not.toHaveBeenCalled();
		payment.change( { available: { cheque: { name: 'cheque' } } } );
		expect( payment.actions.selectPaymentMethod ).not.toHaveBeenCalled();
		payment.change( { initialised: true } );
		await done;
		expect( payment.actions.selectPaymentMethod ).toHaveBeenCalledWith(
			'cheque'
		);
		expect( payment.listeners.size ).toBe( 0 );
	} );

	it( 'leaves the method alone when the shopper chose one meanwhile, an express flow runs, or it cannot pay', async () => {
		const cases: Array<
			Partial< ReturnType< typeof fakePayment >[ 'state' ] >
		> = [
			{ chosen: true },
			{ expressActive: true },
			{ available: { bacs: { name: 'bacs' } } },
		];
		for ( const patch of cases ) {
			window.localStorage.setItem( CHECKOUT_DRAFT_STORAGE_KEY, 'true' );
			mockRequest.mockResolvedValueOnce( draft );
			const { select, dispatch } = fakeCheckout();
			const payment = fakePayment( false );
			const done = restoreDraftOrder()( {
				dispatch,
				select,
				registry: payment.registry,
			} );
			await settle();
			payment.change( { ...patch, initialised: true } );
			await done;
			expect(
				payment.actions.selectPaymentMethod
			).not.toHaveBeenCalled();
		}
	} );

	it( 'stops waiting when aborted (the checkout unmounted)', async () => {
		window.localStorage.setItem( CHECKOUT_DRAFT_STORAGE_KEY, 'true' );
		mockRequest.mockResolvedValueOnce( draft );
		const { select, dispatch } = fakeCheckout();
		const payment = fakePayment( false );
		const controller = new AbortController();
		const done = restoreDraftOrder( controller.signal )( {
			dispatch,
			select,
			registry: payment.registry,
		} );
		await settle();
		expect( payment.listeners.size ).toBe( 1 );
		controller.abort();
		await done;
		expect( payment.listeners.size ).toBe( 0 );
		payment.change( { initialised: true } );
		expect( payment.actions.selectPaymentMethod ).not.toHaveBeenCalled();
	} );

	it( 'carries on silently when GET /checkout fails', async () => {
		window.localStorage.setItem( CHECKOUT_DRAFT_STORAGE_KEY, 'true' );
		mockRequest.mockRejectedValueOnce( { code: 'fetch_error' } );
		const { select, dispatch } = fakeCheckout();
		const payment = fakePayment();
		await expect(
			restoreDraftOrder()( {
				dispatch,
				select,
				registry: payment.registry,
			} )
		).resolves.toBeUndefined();
		expect( dispatch.__internalSetOrderId ).not.toHaveBeenCalled();
		expect( dispatch.__internalSetOrderNotes ).not.toHaveBeenCalled();
		expect( payment.actions.selectPaymentMethod ).not.toHaveBeenCalled();
		expect(
			window.localStorage.getItem( CHECKOUT_DRAFT_STORAGE_KEY )
		).toBe( 'true' );
	} );

	it( 'drops the hint when the server has no draft', async () => {
		window.localStorage.setItem( CHECKOUT_DRAFT_STORAGE_KEY, 'true' );
		mockRequest.mockResolvedValueOnce( {
			order_id: 0,
			customer_note: '',
			payment_method: '',
			additional_fields: {},
		} );
		const { select, dispatch } = fakeCheckout();
		await restoreDraftOrder()( {
			dispatch,
			select,
			registry: fakePayment().registry,
		} );
		expect(
			window.localStorage.getItem( CHECKOUT_DRAFT_STORAGE_KEY )
		).toBeNull();
		expect( dispatch.__internalSetOrderId ).not.toHaveBeenCalled();
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
