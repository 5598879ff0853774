import { reducer } from '../reducers';
import * as actions from '../actions';
import * as change from '../status-actions';
import * as selectors from '../selectors';
import { DEFAULT_STATE, type CheckoutState } from '../default-state';
import { canProcess } from '../guards';
import { CHECKOUT_STORAGE_KEY } from '../constants';
import { createDirtyFlagWriter } from '../storage';
import {
	__internalProcessCheckoutResponse,
	completeCheckout,
	setCustomerDataDirty,
} from '../thunks';

jest.mock( '@kiosk/api', () => ( { request: jest.fn() } ) );

const idle: CheckoutState = Object.freeze( { ...DEFAULT_STATE } );

describe( 'checkout status transitions', () => {
	it( 'submit moves to before-processing and clears the error flag', () => {
		const state = reducer(
			{ ...idle, hasError: true },
			change.beforeProcessingStarted()
		);
		expect( selectors.isBeforeProcessing( state ) ).toBe( true );
		expect( selectors.hasError( state ) ).toBe( false );
	} );
	it( 'moves on to processing, after-processing and complete with the redirect URL', () => {
		let state = reducer( idle, change.beforeProcessingStarted() );
		state = reducer( state, change.statusChangedTo( 'processing' ) );
		expect( selectors.isProcessing( state ) ).toBe( true );
		state = reducer( state, change.statusChangedTo( 'after-processing' ) );
		expect( selectors.isAfterProcessing( state ) ).toBe( true );
		state = reducer(
			state,
			change.checkoutCompleted( '/kasse/bestellung-erhalten/1/' )
		);
		expect( selectors.isComplete( state ) ).toBe( true );
		expect( selectors.getRedirectUrl( state ) ).toBe(
			'/kasse/bestellung-erhalten/1/'
		);
	} );
	it( 'a failure sets the error flag and returns to a non-processing status for a retry', () => {
		[ 'before-processing', 'processing', 'after-processing' ].forEach(
			( status ) => {
				const state = reducer(
					{ ...idle, status: status as CheckoutState[ 'status' ] },
					change.errorFlagSet( true )
				);
				expect( state.status ).toBe( 'idle' );
				expect( state.hasError ).toBe( true );
			}
		);
		expect(
			reducer( { ...idle, hasError: true }, change.errorFlagSet( false ) )
				.hasError
		).toBe( false );
	} );
	it( 'is calculating while calculations are pending', () => {
		let state = reducer( idle, change.calculationStarted() );
		state = reducer( state, change.calculationStarted() );
		expect( selectors.getCheckoutStatus( state ) ).toBe( 'calculating' );
		expect( selectors.isCalculating( state ) ).toBe( true );
		state = reducer( state, change.calculationEnded() );
		expect( selectors.isCalculating( state ) ).toBe( true );
		state = reducer( state, change.calculationEnded() );
		expect( selectors.isIdle( state ) ).toBe( true );
		expect(
			reducer( state, change.calculationEnded() ).calculatingCount
		).toBe( 0 );
	} );
	it( 'completion clears the customer-data dirty flag', () => {
		const state = reducer(
			{ ...idle, customerDataIsDirty: true },
			change.checkoutCompleted()
		);
		expect( selectors.isCustomerDataDirty( state ) ).toBe( false );
	} );
	it( 'is busy from before-processing until complete without error', () => {
		expect( selectors.isBusy( { ...idle, status: 'processing' } ) ).toBe(
			true
		);
		expect( selectors.isBusy( { ...idle, status: 'complete' } ) ).toBe(
			true
		);
		expect(
			selectors.isBusy( { ...idle, status: 'complete', hasError: true } )
		).toBe( false );
		expect( selectors.isBusy( idle ) ).toBe( false );
	} );
} );

describe( 'checkout fields', () => {
	it( 'stores the checkout state fields', () => {
		let state = reducer(
			idle,
			actions.__internalSetOrderNotes( 'Bitte klingeln' )
		);
		state = reducer(
			state,
			actions.__internalSetUseShippingAsBilling( false )
		);
		state = reducer(
			state,
			actions.__internalSetShouldCreateAccount( true )
		);
		state = reducer(
			state,
			actions.__internalSetCustomerPassword( 'geheim' )
		);
		state = reducer(
			state,
			actions.__internalSetPrefersCollection( true )
		);
		state = reducer( state, actions.setEditingBillingAddress( true ) );
		state = reducer( state, actions.setEditingShippingAddress( true ) );
		state = reducer( state, actions.__internalSetCustomerId( 2 ) );
		state = reducer( state, actions.__internalSetOrderId( 9 ) );
		expect( selectors.getOrderNotes( state ) ).toBe( 'Bitte klingeln' );
		expect( selectors.getUseShippingAsBilling( state ) ).toBe( false );
		expect( selectors.getShouldCreateAccount( state ) ).toBe( true );
		expect( selectors.getCustomerPassword( state ) ).toBe( 'geheim' );
		expect( selectors.prefersCollection( state ) ).toBe( true );
		expect(
			selectors.getEditingBillingAddress( state ) &&
				selectors.getEditingShippingAddress( state )
		).toBe( true );
		expect( selectors.getCustomerId( state ) ).toBe( 2 );
		expect( selectors.getOrderId( state ) ).toBe( 9 );
	} );
	it( 'returns the same state for a no-op change', () => {
		expect( reducer( idle, actions.__internalSetOrderNotes( '' ) ) ).toBe(
			idle
		);
	} );
	it( 'merges extension data per namespace and additional fields', () => {
		let state = reducer(
			idle,
			actions.setExtensionData( 'woocommerce/order-attribution', {
				source_type: 'typein',
			} )
		);
		state = reducer(
			state,
			actions.setExtensionData( 'woocommerce/order-attribution', {
				utm_source: '(direct)',
			} )
		);
		expect( selectors.getExtensionData( state ) ).toEqual( {
			'woocommerce/order-attribution': {
				source_type: 'typein',
				utm_source: '(direct)',
			},
		} );
		state = reducer(
			state,
			actions.setAdditionalFields( { 'kiosk/gift': true } )
		);
		expect( selectors.getAdditionalFields( state ) ).toEqual( {
			'kiosk/gift': true,
		} );
	} );
} );

describe( 'submit guard', () => {
	const ok = {
		hasValidationErrors: false,
		paymentHasError: false,
		shippingHasError: false,
		paymentReady: true,
		needsPayment: true,
	};
	it( 'proceeds only without validation, payment or shipping errors and with payment ready or not needed', () => {
		expect( canProcess( ok ) ).toBe( true );
		expect( canProcess( { ...ok, hasValidationErrors: true } ) ).toBe(
			false
		);
		expect( canProcess( { ...ok, paymentHasError: true } ) ).toBe( false );
		expect( canProcess( { ...ok, shippingHasError: true } ) ).toBe( false );
		expect( canProcess( { ...ok, paymentReady: false } ) ).toBe( false );
		expect(
			canProcess( { ...ok, paymentReady: false, needsPayment: false } )
		).toBe( true );
	} );
} );

describe( 'checkout thunks', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		window.localStorage.clear();
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'writes the dirty flag to localStorage after 300 ms, debounced', () => {
		let dirty = false;
		const dispatch = {
			__internalSetCustomerDataDirty: jest.fn( ( d: boolean ) => {
				dirty = d;
			} ),
		};
		const select = { isCustomerDataDirty: () => dirty };
		const dirtyFlag = createDirtyFlagWriter();
		setCustomerDataDirty( true )( {
			dispatch: dispatch as never,
			select: select as never,
			dirtyFlag,
		} );
		jest.advanceTimersByTime( 200 );
		setCustomerDataDirty( false )( {
			dispatch: dispatch as never,
			select: select as never,
			dirtyFlag,
		} );
		jest.advanceTimersByTime( 299 );
		expect(
			window.localStorage.getItem( CHECKOUT_STORAGE_KEY )
		).toBeNull();
		jest.advanceTimersByTime( 1 );
		expect( window.localStorage.getItem( CHECKOUT_STORAGE_KEY ) ).toBe(
			'false'
		);
	} );
	it( 'dispatches nothing when the flag is already so (every keystroke in an address calls it)', () => {
		const dispatch = { __internalSetCustomerDataDirty: jest.fn() };
		const select = { isCustomerDataDirty: () => true };
		const dirtyFlag = createDirtyFlagWriter();
		setCustomerDataDirty( true )( {
			dispatch: dispatch as never,
			select: select as never,
			dirtyFlag,
		} );
		setCustomerDataDirty( true )( {
			dispatch: dispatch as never,
			select: select as never,
			dirtyFlag,
		} );
		expect(
			dispatch.__internalSetCustomerDataDirty
		).not.toHaveBeenCalled();
		setCustomerDataDirty( false )( {
			dispatch: dispatch as never,
			select: select as never,
			dirtyFlag,
		} );
		expect( dispatch.__internalSetCustomerDataDirty ).toHaveBeenCalledWith(
			false
		);
	} );
	it( 'removes the flag on completion and redirects', () => {
		window.localStorage.setItem( CHECKOUT_STORAGE_KEY, 'true' );
		const navigate = jest.fn();
		const dispatch = { __internalSetComplete: jest.fn() };
		completeCheckout( navigate )( {
			dispatch: dispatch as never,
			select: { getRedirectUrl: () => '/done/' } as never,
			dirtyFlag: createDirtyFlagWriter(),
		} );
		expect(
			window.localStorage.getItem( CHECKOUT_STORAGE_KEY )
		).toBeNull();
		expect( navigate ).toHaveBeenCalledWith( '/done/' );
	} );
	it( 'processes a checkout response into order id, payment result and redirect URL', () => {
		const dispatch = {
			__internalSetOrderId: jest.fn(),
			__internalSetCustomerId: jest.fn(),
			__internalSetRedirectUrl: jest.fn(),
		};
		const payment = { __internalSetPaymentResult: jest.fn() };
		__internalProcessCheckoutResponse( {
			order_id: 5,
			customer_id: 2,
			payment_result: {
				payment_status: 'success',
				payment_details: [ { key: 'message', value: 'ok' } ],
				redirect_url: '/r/',
			},
		} )( {
			dispatch: dispatch as never,
			select: {} as never,
			registry: {
				dispatch: () => payment,
				select: () => ( {} ),
			} as never,
		} );
		expect( dispatch.__internalSetOrderId ).toHaveBeenCalledWith( 5 );
		expect( dispatch.__internalSetCustomerId ).toHaveBeenCalledWith( 2 );
		expect( payment.__internalSetPaymentResult ).toHaveBeenCalledWith(
			expect.objectContaining( { message: 'ok', redirectUrl: '/r/' } )
		);
		expect( dispatch.__internalSetRedirectUrl ).toHaveBeenCalledWith(
			'/r/'
		);
	} );
} );
