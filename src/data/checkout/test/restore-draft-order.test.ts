/**
 * Restoring the draft order (GET /checkout), tested as a plain function of
 * fakes of the checkout and payment stores.
 */
import { request } from '@kiosk/api';
import { CHECKOUT_DRAFT_STORAGE_KEY } from '../constants';
import { restoreDraftOrder } from '../draft-order';
import { draft, fakeCheckout, fakePayment, settle } from './draft-fakes';
import { fakeThunkArgs } from '../../test/fake-thunk-args';

jest.mock( '@kiosk/api', () => ( { request: jest.fn() } ) );

const mockRequest = request as jest.MockedFunction< typeof request >;

beforeEach( () => {
	window.localStorage.clear();
	mockRequest.mockReset();
} );

describe( 'restoring the draft order', () => {
	it( 'sends no request when this browser never pushed a draft', async () => {
		const { select, dispatch } = fakeCheckout();
		const payment = fakePayment();
		await restoreDraftOrder()(
			fakeThunkArgs( {
				dispatch,
				select,
				registry: payment.registry,
			} )
		);
		expect( mockRequest ).not.toHaveBeenCalled();
		expect( dispatch.__internalSetOrderNotes ).not.toHaveBeenCalled();
	} );

	it( 'loads GET /checkout uncached and restores order id, note, additional fields and payment method', async () => {
		window.localStorage.setItem( CHECKOUT_DRAFT_STORAGE_KEY, 'true' );
		mockRequest.mockResolvedValueOnce( draft );
		const { select, dispatch } = fakeCheckout();
		const payment = fakePayment();
		await restoreDraftOrder()(
			fakeThunkArgs( {
				dispatch,
				select,
				registry: payment.registry,
			} )
		);
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
		await restoreDraftOrder()(
			fakeThunkArgs( {
				dispatch,
				select,
				registry: fakePayment().registry,
			} )
		);
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
		const done = restoreDraftOrder()(
			fakeThunkArgs( {
				dispatch,
				select,
				registry: payment.registry,
			} )
		);
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
			const done = restoreDraftOrder()(
				fakeThunkArgs( {
					dispatch,
					select,
					registry: payment.registry,
				} )
			);
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
		const done = restoreDraftOrder( controller.signal )(
			fakeThunkArgs( {
				dispatch,
				select,
				registry: payment.registry,
			} )
		);
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
			restoreDraftOrder()(
				fakeThunkArgs( {
					dispatch,
					select,
					registry: payment.registry,
				} )
			)
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
		await restoreDraftOrder()(
			fakeThunkArgs( {
				dispatch,
				select,
				registry: fakePayment().registry,
			} )
		);
		expect(
			window.localStorage.getItem( CHECKOUT_DRAFT_STORAGE_KEY )
		).toBeNull();
		expect( dispatch.__internalSetOrderId ).not.toHaveBeenCalled();
	} );
} );
