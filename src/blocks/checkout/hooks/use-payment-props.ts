/**
 * The props a payment method's content receives (WooCommerce Blocks'
 * payment integration contract).
 */
import { useMemo } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';
import { cartStore } from '@kiosk/data';
import { checkoutStore, paymentStore } from '@kiosk/checkout-data';
import {
	emitResponse,
	eventRegistration,
} from '../../../shared/checkout/emitter';
import { useCart, useCheckoutContext } from '../context';
import { paymentComponents } from '../payment-components';
import { selectedShippingRates } from './payment-availability';

/** Builds the props object. */
export function usePaymentMethodProps( extra: Record< string, unknown > = {} ) {
	const { bus } = useCheckoutContext();
	const cart = useCart();
	const state = useSelect( ( select ) => {
		const checkout = select( checkoutStore );
		const payment = select( paymentStore );
		return {
			activePaymentMethod: payment.getActivePaymentMethod() as string,
			shouldSavePayment: payment.getShouldSavePaymentMethod() as boolean,
			paymentStatus: payment.getPaymentStatus() as string,
			customerId: checkout.getCustomerId() as number,
			isCalculating: checkout.isCalculating() as boolean,
			isComplete: checkout.isComplete() as boolean,
			isIdle: checkout.isIdle() as boolean,
			isProcessing: checkout.isProcessing() as boolean,
			isSelectingRate: select(
				cartStore
			).isShippingRateBeingSelected() as boolean,
		};
	}, [] );
	const { selectShippingRate } = useDispatch( cartStore );
	const registration = useMemo( () => eventRegistration( bus ), [ bus ] );
	return useMemo( () => {
		const selectedRates = selectedShippingRates( cart );
		return {
			activePaymentMethod: state.activePaymentMethod,
			billing: {
				billingAddress: cart.billingAddress,
				billingData: cart.billingAddress,
				cartTotal: {
					label: 'Total',
					value: Number( cart.totals.total_price ),
				},
				currency: cart.totals,
				cartTotalItems: [],
				displayPricesIncludingTax: true,
				appliedCoupons: cart.coupons.map( ( c ) => c.code ),
				customerId: state.customerId,
			},
			cartData: {
				cartItems: cart.items,
				cartFees: cart.fees,
				extensions: cart.extensions,
			},
			checkoutStatus: {
				isCalculating: state.isCalculating,
				isComplete: state.isComplete,
				isIdle: state.isIdle,
				isProcessing: state.isProcessing,
			},
			paymentStatus: {
				isIdle: state.paymentStatus === 'idle',
				isStarted: state.paymentStatus === 'started',
				isProcessing: state.paymentStatus === 'processing',
				isFinished: state.paymentStatus === 'ready',
				hasError: state.paymentStatus === 'error',
				isDoingExpressPayment: state.paymentStatus === 'started',
			},
			shippingData: {
				shippingRates: cart.shippingRates,
				shippingRatesLoading: false,
				selectedRates,
				setSelectedRates: (
					rateId: string,
					packageId: string | number | null = null
				) => selectShippingRate( rateId, packageId ),
				isSelectingRate: state.isSelectingRate,
				shippingAddress: cart.shippingAddress,
				needsShipping: cart.needsShipping,
			},
			components: paymentComponents,
			emitResponse,
			eventRegistration: registration,
			shouldSavePayment: state.shouldSavePayment,
			...extra,
		};
	}, [ cart, state, registration, selectShippingRate, extra ] );
}
