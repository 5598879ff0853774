import { reducer } from '../reducers';
import * as actions from '../actions';
import * as selectors from '../selectors';
import { DEFAULT_STATE, type PaymentState } from '../default-state';
import {
	canSavePaymentMethod,
	expressSkeletonCount,
	isExpressDisabled,
	paymentStatusForCheckout,
	showExpressSkeletons,
} from '../transitions';
import {
	enforceSavePaymentRule,
	selectPaymentMethod,
	selectSavedToken,
	syncWithCheckout,
} from '../thunks';
import { addAction, removeAction } from '@wordpress/hooks';
import { SET_ACTIVE_PAYMENT_METHOD_HOOK } from '../constants';
import { fakeThunkArgs } from '../../test/fake-thunk-args';

const base: PaymentState = Object.freeze( {
	...DEFAULT_STATE,
	activePaymentMethod: 'bacs',
	paymentMethodData: { foo: 1 },
	availablePaymentMethods: {
		bacs: { name: 'bacs' },
		cheque: { name: 'cheque' },
	},
} );

describe( 'payment reducer', () => {
	it( 'moves through idle, processing, ready and error', () => {
		let state = reducer( base, actions.__internalSetPaymentProcessing() );
		expect( selectors.isPaymentProcessing( state ) ).toBe( true );
		state = reducer( state, actions.__internalSetPaymentReady() );
		expect( selectors.isPaymentReady( state ) ).toBe( true );
		state = reducer( state, actions.__internalSetPaymentError() );
		expect( selectors.hasPaymentError( state ) ).toBe( true );
		state = reducer( state, actions.__internalSetPaymentIdle() );
		expect( selectors.isPaymentIdle( state ) ).toBe( true );
	} );
	it( 'sets payment method data with a status', () => {
		const state = reducer(
			base,
			actions.__internalSetPaymentStatus( 'ready', { x: 2 } )
		);
		expect( selectors.getPaymentMethodData( state ) ).toEqual( { x: 2 } );
	} );
	it( 'starting express records the previous method and data and makes the express method active', () => {
		const state = reducer(
			base,
			actions.__internalStartExpressPayment( 'kiosk_express' )
		);
		expect( selectors.isExpressPaymentStarted( state ) ).toBe( true );
		expect( selectors.isExpressPaymentMethodActive( state ) ).toBe( true );
		expect( selectors.getActivePaymentMethod( state ) ).toBe(
			'kiosk_express'
		);
		expect( state.previousActivePaymentMethod ).toBe( 'bacs' );
		expect( state.previousPaymentMethodData ).toEqual( { foo: 1 } );
	} );
	it( 'closing express returns to idle and restores the previous method and data', () => {
		const started = reducer(
			base,
			actions.__internalStartExpressPayment( 'kiosk_express' )
		);
		const closed = reducer(
			started,
			actions.__internalCloseExpressPayment()
		);
		expect( selectors.getPaymentStatus( closed ) ).toBe( 'idle' );
		expect( selectors.getActivePaymentMethod( closed ) ).toBe( 'bacs' );
		expect( selectors.getPaymentMethodData( closed ) ).toEqual( {
			foo: 1,
		} );
		expect( selectors.isExpressPaymentMethodActive( closed ) ).toBe(
			false
		);
	} );
	it( 'an express error clears the error state, keeps the message and restores the previous method', () => {
		const started = reducer(
			base,
			actions.__internalStartExpressPayment( 'kiosk_express' )
		);
		const failed = reducer(
			started,
			actions.__internalFailExpressPayment( 'Abgelehnt' )
		);
		expect( selectors.getPaymentStatus( failed ) ).toBe( 'idle' );
		expect( selectors.getExpressPaymentError( failed ) ).toBe(
			'Abgelehnt'
		);
		expect( selectors.getActivePaymentMethod( failed ) ).toBe( 'bacs' );
		expect(
			reducer( failed, actions.__internalClearExpressPaymentError() )
				.expressPaymentError
		).toBe( '' );
	} );
	it( 'a saved token is flagged and keeps its token', () => {
		const state = reducer(
			base,
			actions.__internalSetActivePaymentMethod( 'kiosk_card', {
				token: '7',
				isSavedToken: true,
			} )
		);
		expect( selectors.getActiveSavedToken( state ) ).toBe( '7' );
		expect(
			reducer( state, actions.__internalSetActivePaymentMethod( 'bacs' ) )
				.activeSavedToken
		).toBe( '' );
	} );
	it( 'falls back to the first available method when the active one disappears', () => {
		const state = reducer(
			base,
			actions.__internalSetAvailablePaymentMethods( {
				cheque: { name: 'cheque' },
			} )
		);
		expect( state.activePaymentMethod ).toBe( 'cheque' );
		const kept = reducer(
			base,
			actions.__internalSetAvailablePaymentMethods( {
				bacs: { name: 'bacs' },
			} )
		);
		expect( kept.activePaymentMethod ).toBe( 'bacs' );
	} );
	it( 'keeps an express payment under way when the regular methods are re-checked', () => {
		// A cart update answered between the express click and the order's
		// POST re-checks the regular methods; the order must still be paid
		// with the wallet (the CI of 29 Nov recorded `bacs`).
		let state = reducer(
			base,
			actions.__internalStartExpressPayment( 'wallet' )
		);
		state = reducer(
			state,
			actions.__internalSetAvailablePaymentMethods( {
				cheque: { name: 'cheque' },
			} )
		);
		expect( state.activePaymentMethod ).toBe( 'wallet' );
		expect( state.previousActivePaymentMethod ).toBe( 'cheque' );
		state = reducer( state, actions.__internalCloseExpressPayment() );
		expect( state.activePaymentMethod ).toBe( 'cheque' );
		const kept = reducer(
			reducer( base, actions.__internalStartExpressPayment( 'wallet' ) ),
			actions.__internalSetAvailablePaymentMethods( {
				bacs: { name: 'bacs' },
			} )
		);
		expect( kept.activePaymentMethod ).toBe( 'wallet' );
		expect( kept.previousActivePaymentMethod ).toBe( 'bacs' );
	} );
	it( 'drops the data of a method that is no longer offered', () => {
		// The regular path: the active method's data goes with it.
		let state = reducer(
			base,
			actions.__internalSetActivePaymentMethod( 'kiosk_card', {
				cardholder: 'A',
			} )
		);
		state = reducer(
			state,
			actions.__internalSetAvailablePaymentMethods( {
				cheque: { name: 'cheque' },
			} )
		);
		expect( state.activePaymentMethod ).toBe( 'cheque' );
		expect( state.paymentMethodData ).toEqual( {} );
		// The express path: the method to return to loses its data too.
		state = reducer(
			reducer(
				reducer(
					base,
					actions.__internalSetActivePaymentMethod( 'kiosk_card', {
						cardholder: 'A',
					} )
				),
				actions.__internalStartExpressPayment( 'wallet' )
			),
			actions.__internalSetAvailablePaymentMethods( {
				cheque: { name: 'cheque' },
			} )
		);
		expect( state.previousActivePaymentMethod ).toBe( 'cheque' );
		expect( state.previousPaymentMethodData ).toEqual( {} );
		state = reducer( state, actions.__internalCloseExpressPayment() );
		expect( state.activePaymentMethod ).toBe( 'cheque' );
		expect( state.paymentMethodData ).toEqual( {} );
	} );
	it( 'stores initialisation, saved methods, express methods and the save flag', () => {
		let state = reducer(
			base,
			actions.__internalSetPaymentMethodsInitialized( true )
		);
		state = reducer(
			state,
			actions.__internalSetExpressPaymentMethodsInitialized( true )
		);
		state = reducer(
			state,
			actions.__internalSetSavedPaymentMethods( { cc: [] } )
		);
		state = reducer(
			state,
			actions.__internalSetAvailableExpressPaymentMethods( {
				x: { name: 'x' },
			} )
		);
		state = reducer(
			state,
			actions.__internalSetShouldSavePaymentMethod( true )
		);
		state = reducer(
			state,
			actions.__internalSetPaymentResult( {
				message: '',
				paymentStatus: 'success',
				paymentDetails: {},
				redirectUrl: '/x',
			} )
		);
		expect(
			selectors.paymentMethodsInitialized( state ) &&
				selectors.expressPaymentMethodsInitialized( state )
		).toBe( true );
		expect( selectors.getSavedPaymentMethods( state ) ).toEqual( {
			cc: [],
		} );
		expect(
			Object.keys( selectors.getAvailableExpressPaymentMethods( state ) )
		).toEqual( [ 'x' ] );
		expect( selectors.getShouldSavePaymentMethod( state ) ).toBe( true );
		expect( selectors.getPaymentResult( state )?.redirectUrl ).toBe( '/x' );
	} );
	it( 'keeps its state when the methods are checked again with the same answer (a cart after an address pause)', () => {
		const same = {
			bacs: { name: 'bacs' },
			cheque: { name: 'cheque' },
		};
		const initialized = reducer(
			base,
			actions.__internalSetPaymentMethodsInitialized( true )
		);
		expect(
			reducer(
				initialized,
				actions.__internalSetAvailablePaymentMethods( { ...same } )
			)
		).toBe( initialized );
		expect(
			reducer(
				initialized,
				actions.__internalSetPaymentMethodsInitialized( true )
			)
		).toBe( initialized );
		const express = reducer(
			initialized,
			actions.__internalSetAvailableExpressPaymentMethods( {
				x: { name: 'x' },
			} )
		);
		expect(
			reducer(
				express,
				actions.__internalSetAvailableExpressPaymentMethods( {
					x: { name: 'x' },
				} )
			)
		).toBe( express );
		// Another order is another answer: the sort order is the owner's.
		const reordered = reducer(
			initialized,
			actions.__internalSetAvailablePaymentMethods( {
				cheque: { name: 'cheque' },
				bacs: { name: 'bacs' },
			} )
		);
		expect( reordered ).not.toBe( initialized );
		expect(
			Object.keys( selectors.getAvailablePaymentMethods( reordered ) )
		).toEqual( [ 'cheque', 'bacs' ] );
	} );
} );

describe( 'payment transitions', () => {
	const checkout = (
		status: string,
		hasError = false,
		isCalculating = false
	) => ( { status, hasError, isCalculating } );
	it( 'goes to processing when checkout processes without error and not calculating', () => {
		expect(
			paymentStatusForCheckout( checkout( 'processing' ), 'idle' )
		).toBe( 'processing' );
		expect(
			paymentStatusForCheckout( checkout( 'processing', true ), 'idle' )
		).toBeNull();
		expect(
			paymentStatusForCheckout(
				checkout( 'processing', false, true ),
				'idle'
			)
		).toBeNull();
	} );
	it( 'returns to idle when checkout is idle and payment is not ready, or checkout errs and payment is ready', () => {
		expect( paymentStatusForCheckout( checkout( 'idle' ), 'error' ) ).toBe(
			'idle'
		);
		expect(
			paymentStatusForCheckout( checkout( 'idle' ), 'processing' )
		).toBe( 'idle' );
		expect(
			paymentStatusForCheckout( checkout( 'idle' ), 'ready' )
		).toBeNull();
		expect(
			paymentStatusForCheckout( checkout( 'idle', true ), 'ready' )
		).toBe( 'idle' );
	} );
	it( 'disables express buttons while checkout is busy, complete or an express method is active', () => {
		[ 'before-processing', 'processing', 'after-processing' ].forEach(
			( status ) =>
				expect(
					isExpressDisabled( { status, hasError: false }, false )
				).toBe( true )
		);
		expect(
			isExpressDisabled( { status: 'complete', hasError: false }, false )
		).toBe( true );
		expect(
			isExpressDisabled( { status: 'complete', hasError: true }, false )
		).toBe( false );
		expect(
			isExpressDisabled( { status: 'idle', hasError: false }, true )
		).toBe( true );
		expect(
			isExpressDisabled( { status: 'idle', hasError: false }, false )
		).toBe( false );
	} );
	it( 'shows one skeleton per available method, 2 if none, while not initialised or calculating', () => {
		expect( expressSkeletonCount( 3 ) ).toBe( 3 );
		expect( expressSkeletonCount( 0 ) ).toBe( 2 );
		expect( showExpressSkeletons( false, false ) ).toBe( true );
		expect( showExpressSkeletons( true, true ) ).toBe( true );
		expect( showExpressSkeletons( true, false ) ).toBe( false );
	} );
	it( 'offers saving only to customers or guests creating an account', () => {
		expect( canSavePaymentMethod( 0, false ) ).toBe( false );
		expect( canSavePaymentMethod( 0, true ) ).toBe( true );
		expect( canSavePaymentMethod( 4, false ) ).toBe( true );
	} );
} );

describe( 'the shopper’s choice', () => {
	it( 'is recorded apart from the active method, which defaults do not mark', () => {
		expect( selectors.hasShopperChosenPaymentMethod( base ) ).toBe( false );
		let state = reducer(
			base,
			actions.__internalSetAvailablePaymentMethods( {
				cheque: { name: 'cheque' },
			} )
		);
		expect( state.activePaymentMethod ).toBe( 'cheque' );
		expect( selectors.hasShopperChosenPaymentMethod( state ) ).toBe(
			false
		);
		state = reducer(
			state,
			actions.__internalSetShopperChosePaymentMethod( true )
		);
		expect( selectors.hasShopperChosenPaymentMethod( state ) ).toBe( true );
		expect(
			reducer(
				state,
				actions.__internalSetShopperChosePaymentMethod( true )
			)
		).toBe( state );
	} );
} );

describe( 'payment thunks', () => {
	it( 'selecting a method sets it active, clears a payment error and emits the hook', () => {
		const listener = jest.fn();
		addAction( SET_ACTIVE_PAYMENT_METHOD_HOOK, 'test', listener );
		const dispatch = {
			__internalSetActivePaymentMethod: jest.fn(),
			__internalSetShopperChosePaymentMethod: jest.fn(),
			__internalSetPaymentIdle: jest.fn(),
		};
		const removeNotice = jest.fn();
		selectPaymentMethod( 'cheque' )(
			fakeThunkArgs( {
				dispatch,
				select: { hasPaymentError: () => true },
				registry: { dispatch: () => ( { removeNotice } ) },
			} )
		);
		expect(
			dispatch.__internalSetActivePaymentMethod
		).toHaveBeenCalledWith( 'cheque', {} );
		expect(
			dispatch.__internalSetShopperChosePaymentMethod
		).toHaveBeenCalledWith( true );
		expect( dispatch.__internalSetPaymentIdle ).toHaveBeenCalled();
		expect( removeNotice ).toHaveBeenCalled();
		expect( listener ).toHaveBeenCalledWith( { value: 'cheque' } );
		removeAction( SET_ACTIVE_PAYMENT_METHOD_HOOK, 'test' );
	} );
	it( 'choosing a saved token makes its gateway active with the token', () => {
		const dispatch = { selectPaymentMethod: jest.fn() };
		selectSavedToken(
			'kiosk_card',
			3
		)( fakeThunkArgs( { dispatch, select: {} } ) );
		expect( dispatch.selectPaymentMethod ).toHaveBeenCalledWith(
			'kiosk_card',
			expect.objectContaining( {
				token: '3',
				isSavedToken: true,
				'wc-kiosk_card-payment-token': '3',
			} ),
			true
		);
	} );
	it( 'a method or token the checkout picks by default is not recorded as the shopper’s choice', () => {
		const dispatch = {
			__internalSetActivePaymentMethod: jest.fn(),
			__internalSetShopperChosePaymentMethod: jest.fn(),
			selectPaymentMethod: jest.fn(),
		};
		selectPaymentMethod(
			'kiosk_card',
			{},
			false
		)(
			fakeThunkArgs( {
				dispatch,
				select: { hasPaymentError: () => false },
			} )
		);
		expect(
			dispatch.__internalSetActivePaymentMethod
		).toHaveBeenCalledWith( 'kiosk_card', {} );
		expect(
			dispatch.__internalSetShopperChosePaymentMethod
		).not.toHaveBeenCalled();
		selectSavedToken(
			'kiosk_card',
			3,
			false
		)( fakeThunkArgs( { dispatch, select: {} } ) );
		expect( dispatch.selectPaymentMethod ).toHaveBeenCalledWith(
			'kiosk_card',
			expect.objectContaining( { token: '3' } ),
			false
		);
	} );
	it( 'follows checkout into processing', () => {
		const dispatch = { __internalSetPaymentStatus: jest.fn() };
		syncWithCheckout( {
			status: 'processing',
			hasError: false,
			isCalculating: false,
		} )(
			fakeThunkArgs( {
				dispatch,
				select: { getPaymentStatus: () => 'idle' },
			} )
		);
		expect( dispatch.__internalSetPaymentStatus ).toHaveBeenCalledWith(
			'processing'
		);
	} );
	it( 'forces the save flag off when saving is not offered', () => {
		const dispatch = { __internalSetShouldSavePaymentMethod: jest.fn() };
		enforceSavePaymentRule(
			0,
			false
		)(
			fakeThunkArgs( {
				dispatch,
				select: { getShouldSavePaymentMethod: () => true },
			} )
		);
		expect(
			dispatch.__internalSetShouldSavePaymentMethod
		).toHaveBeenCalledWith( false );
	} );
} );
