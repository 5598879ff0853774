import type { ActionCreatorsOf, CurriedSelectorsOf } from '@wordpress/data';
import { request } from '@kiosk/api';
import {
	cartStore,
	checkoutStore,
	noticesStore,
	paymentStore,
	validationStore,
} from '@kiosk/data';
import {
	__resetSubmitGuard,
	submitCheckout,
	type Registry,
	type SubmitDeps,
} from '../processor/submit';
import {
	createEventBus,
	noticeContexts,
} from '../../../shared/checkout/emitter';
import type { BillingAddress, ShippingAddress } from '../../../types/store-api';

jest.mock( '@kiosk/api', () => ( {
	request: jest.fn(),
	isApiError: ( value: { code?: unknown; message?: unknown } ) =>
		typeof value?.code === 'string' && typeof value?.message === 'string',
} ) );

const mockRequest = request as jest.MockedFunction< typeof request >;

type Reads< S > = Partial< CurriedSelectorsOf< S > >;
type Spies< S > = Partial< Record< keyof ActionCreatorsOf< S >, jest.Mock > >;

/**
 * A registry of fakes keyed by the store descriptors: selectors and
 * action spies are checked against the stores' real names and types.
 */
function fakeRegistry(
	reads: {
		checkout?: Reads< typeof checkoutStore >;
		payment?: Reads< typeof paymentStore >;
		validation?: Reads< typeof validationStore >;
	} = {}
) {
	const checkout: Reads< typeof checkoutStore > = {
		isBusy: () => false,
		getExtensionData: () => ( {} ),
		getOrderNotes: () => 'Bitte klingeln',
		prefersCollection: () => false,
		getShouldCreateAccount: () => false,
		getCustomerPassword: () => '',
		getAdditionalFields: () => ( {} ),
		...reads.checkout,
	};
	const payment: Reads< typeof paymentStore > = {
		getActivePaymentMethod: () => 'cheque',
		getPaymentMethodData: () => ( {} ),
		hasPaymentError: () => false,
		getShouldSavePaymentMethod: () => false,
		...reads.payment,
	};
	const validation: Reads< typeof validationStore > = {
		hasValidationErrors: () => false,
		...reads.validation,
	};
	const actions = {
		checkout: {
			__internalSetBeforeProcessing: jest.fn(),
			__internalSetProcessing: jest.fn(),
			__internalSetAfterProcessing: jest.fn(),
			__internalSetHasError: jest.fn(),
			__internalProcessCheckoutResponse: jest.fn(),
			completeCheckout: jest.fn(),
		} satisfies Spies< typeof checkoutStore >,
		payment: {
			__internalSetPaymentError: jest.fn(),
			__internalSetPaymentProcessing: jest.fn(),
			__internalSetPaymentStatus: jest.fn(),
			__internalSetPaymentIdle: jest.fn(),
		} satisfies Spies< typeof paymentStore >,
		validation: {
			showAllValidationErrors: jest.fn(),
		} satisfies Spies< typeof validationStore >,
		cart: { receiveCart: jest.fn() } satisfies Spies< typeof cartStore >,
		notices: {
			createErrorNotice: jest.fn(),
			removeAllNotices: jest.fn(),
		} satisfies Spies< typeof noticesStore >,
	};
	const selects = new Map< unknown, unknown >( [
		[ checkoutStore, checkout ],
		[ paymentStore, payment ],
		[ validationStore, validation ],
	] );
	const dispatches = new Map< unknown, unknown >( [
		[ checkoutStore, actions.checkout ],
		[ paymentStore, actions.payment ],
		[ validationStore, actions.validation ],
		[ cartStore, actions.cart ],
		[ noticesStore, actions.notices ],
	] );
	const registry: Registry = {
		select: ( store ) =>
			selects.get( store ) as CurriedSelectorsOf< typeof store >,
		dispatch: ( store ) =>
			dispatches.get( store ) as ActionCreatorsOf< typeof store >,
	};
	return { registry, actions };
}

const address = {
	first_name: 'Max',
	last_name: 'Muster',
	address_1: 'Hauptstr. 1',
	postcode: '10115',
	city: 'Berlin',
	country: 'DE',
	email: 'gast@example.com',
} as unknown as BillingAddress;

function deps( registry: Registry ): SubmitDeps {
	return {
		registry,
		bus: createEventBus(),
		input: () => ( {
			billing: address,
			shipping: address as unknown as ShippingAddress,
			useShippingAsBilling: true,
			needsShipping: true,
			needsPayment: true,
		} ),
		hasShippingRate: () => true,
		isLoggedIn: () => false,
		navigate: jest.fn(),
	};
}

beforeEach( () => {
	__resetSubmitGuard();
	mockRequest.mockReset();
} );

describe( 'submit', () => {
	it( 'sets up payment, posts the order with the note and method, processes the answer and completes', async () => {
		const response = { order_id: 7, payment_result: null };
		mockRequest.mockResolvedValueOnce( response );
		const { registry, actions } = fakeRegistry();
		const d = deps( registry );
		expect( await submitCheckout( d ) ).toBe( true );
		expect(
			actions.checkout.__internalSetBeforeProcessing
		).toHaveBeenCalled();
		expect(
			actions.payment.__internalSetPaymentStatus
		).toHaveBeenCalledWith( 'ready', {} );
		expect( actions.checkout.__internalSetProcessing ).toHaveBeenCalled();
		expect( mockRequest ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/wc/store/v1/checkout',
				method: 'POST',
				cache: 'no-store',
				data: expect.objectContaining( {
					customer_note: 'Bitte klingeln',
					payment_method: 'cheque',
				} ),
			} )
		);
		expect(
			actions.checkout.__internalProcessCheckoutResponse
		).toHaveBeenCalledWith( response );
		expect( actions.checkout.completeCheckout ).toHaveBeenCalledWith(
			d.navigate
		);
		expect( actions.checkout.__internalSetHasError ).not.toHaveBeenCalled();
	} );

	it( 'does nothing while checkout is busy', async () => {
		const { registry, actions } = fakeRegistry( {
			checkout: { isBusy: () => true },
		} );
		expect( await submitCheckout( deps( registry ) ) ).toBe( false );
		expect(
			actions.checkout.__internalSetBeforeProcessing
		).not.toHaveBeenCalled();
		expect( mockRequest ).not.toHaveBeenCalled();
	} );

	it( 'with validation errors shows them, sets the error flag and posts nothing', async () => {
		const { registry, actions } = fakeRegistry( {
			validation: { hasValidationErrors: () => true },
		} );
		expect( await submitCheckout( deps( registry ) ) ).toBe( false );
		expect( actions.validation.showAllValidationErrors ).toHaveBeenCalled();
		expect( actions.checkout.__internalSetHasError ).toHaveBeenCalledWith(
			true
		);
		expect( mockRequest ).not.toHaveBeenCalled();
	} );

	it( 'without an active payment method shows the payment problem and marks payment in error', async () => {
		const { registry, actions } = fakeRegistry( {
			payment: { getActivePaymentMethod: () => '' },
		} );
		expect( await submitCheckout( deps( registry ) ) ).toBe( false );
		expect( actions.notices.createErrorNotice ).toHaveBeenCalledWith(
			'There was a problem with your payment option.',
			expect.objectContaining( { context: noticeContexts.PAYMENTS } )
		);
		expect( actions.payment.__internalSetPaymentError ).toHaveBeenCalled();
		expect( mockRequest ).not.toHaveBeenCalled();
	} );

	it( 'a refused order refreshes the cart, shows the message, and returns payment to idle and checkout to the error flag', async () => {
		const cart = { items: [] };
		mockRequest.mockRejectedValueOnce( {
			code: 'woocommerce_rest_product_out_of_stock',
			message: 'Nicht mehr vorrätig.',
			data: { status: 409, cart },
		} );
		const { registry, actions } = fakeRegistry();
		expect( await submitCheckout( deps( registry ) ) ).toBe( false );
		expect( actions.cart.receiveCart ).toHaveBeenCalledWith( cart );
		expect( actions.notices.createErrorNotice ).toHaveBeenCalledWith(
			'Nicht mehr vorrätig.',
			expect.objectContaining( { context: noticeContexts.CHECKOUT } )
		);
		expect( actions.payment.__internalSetPaymentIdle ).toHaveBeenCalled();
		expect( actions.checkout.__internalSetHasError ).toHaveBeenCalledWith(
			true
		);
		expect( actions.checkout.completeCheckout ).not.toHaveBeenCalled();
	} );

	it( 'an order that got no answer (server down) says the connection was lost and that the details are kept, and can be sent again', async () => {
		mockRequest.mockRejectedValueOnce( {
			code: 'fetch_error',
			message: 'You are probably offline.',
		} );
		const { registry, actions } = fakeRegistry();
		expect( await submitCheckout( deps( registry ) ) ).toBe( false );
		expect( actions.notices.createErrorNotice ).toHaveBeenCalledWith(
			expect.stringMatching(
				/connection to the shop was lost.*details are kept/
			),
			expect.objectContaining( { context: noticeContexts.CHECKOUT } )
		);
		expect( actions.payment.__internalSetPaymentIdle ).toHaveBeenCalled();
		// The retry goes out: the double-submit guard was released.
		mockRequest.mockResolvedValueOnce( {
			order_id: 7,
			status: 'on-hold',
			payment_result: { payment_status: 'success' },
		} );
		expect( await submitCheckout( deps( registry ) ) ).toBe( true );
		expect( mockRequest ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'an answer that is not JSON (a 5xx page) gives the German-translated generic order message, not the raw error', async () => {
		mockRequest.mockRejectedValueOnce( {
			code: 'invalid_json',
			message: 'The response is not a valid JSON response.',
			data: { status: 500 },
		} );
		const { registry, actions } = fakeRegistry();
		expect( await submitCheckout( deps( registry ) ) ).toBe( false );
		expect( actions.notices.createErrorNotice ).toHaveBeenCalledWith(
			expect.stringMatching(
				/^Something went wrong when placing the order/
			),
			expect.anything()
		);
	} );
} );
