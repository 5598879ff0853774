/**
 * The coupon form (loaded when the panel opens), with what applying does:
 * the success snackbar (unless showApplyCouponNotice says no), naming the
 * code as WooCommerce stored it. Apply is disabled while
 * the field is empty or loading; a failure shows under the field
 * (SPEC section 8: details.checkout, else details.cart, else message), as
 * text: WooCommerce's entities decoded, never markup.
 */
import { useState } from '@wordpress/element';
import { useDispatch, useRegistry } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { CART_STORE_KEY, NOTICES_STORE_KEY, NOTICE_CONTEXT } from '@kiosk/data';
import type { Cart, CartCoupon } from '../../../../data/cart/types';
import { plainText } from '../../../../components/notices/sanitize';
import { applyFilter } from '../../../../shared/page-registry';
import type { CartActions } from '../../../../shared-ui/cart/use-store-cart';
import { refocusAfterRemoval } from '../../../../shared/cart/focus-scope';

/** The notices store actions removing and applying a coupon call. */
export interface NoticesActions {
	createSuccessNotice: (
		content: string,
		options: Record< string, unknown >
	) => void;
	createErrorNotice: (
		content: string,
		options: Record< string, unknown >
	) => void;
}

/**
 * Removes a coupon (the remove button of coupons.tsx): then focus goes to
 * the next coupon's remove button, else the coupon panel's toggle, not to
 * the body, and the snackbar says so (unless showRemoveCouponNotice says
 * no); a failed removal is a snackbar.
 */
export async function removeCoupon( {
	cart,
	actions,
	notices,
	code,
	button,
	scope,
	index,
}: {
	cart: Cart;
	actions: CartActions;
	notices: NoticesActions;
	code: string;
	button: HTMLElement;
	scope: HTMLElement;
	index: number;
} ) {
	try {
		await actions.removeCoupon( code );
		refocusAfterRemoval( {
			removed: button,
			scope,
			selector: '.kiosk-coupon__remove',
			index,
			fallback: '.kiosk-totals-coupon .kiosk-panel__toggle',
		} );
		if (
			applyFilter( {
				filterName: 'showRemoveCouponNotice',
				defaultValue: true,
				extensions: cart.extensions,
				arg: { couponCode: code, context: 'cart' },
			} )
		) {
			notices.createSuccessNotice(
				sprintf(
					/* translators: %s: coupon code */
					__(
						'Coupon code "%s" has been removed from your cart.',
						'kiosk'
					),
					code
				),
				{
					id: 'coupon-removed',
					type: 'snackbar',
					context: NOTICE_CONTEXT.CART,
				}
			);
		}
	} catch ( error ) {
		notices.createErrorNotice(
			( error as { message?: string } ).message || '',
			{
				id: 'coupon-remove',
				type: 'snackbar',
				context: NOTICE_CONTEXT.CART,
			}
		);
	}
}

interface CouponError {
	message?: string;
	data?: { details?: { checkout?: string; cart?: string } } | null;
}

/** The message a failed apply shows. */
export function couponErrorMessage( error: unknown, hasOrder = false ): string {
	const e = ( error || {} ) as CouponError;
	const details = e.data?.details;
	return plainText(
		( hasOrder && details?.checkout ) || details?.cart || e.message || ''
	);
}

/**
 * The code as WooCommerce stored it (it lower-cases codes): what the
 * applied coupon row and the removal notice show, so both notices agree.
 */
export function storedCouponCode(
	coupons: CartCoupon[],
	typed: string
): string {
	const key = typed.trim().toLowerCase();
	return (
		coupons.find( ( coupon ) => coupon.code.toLowerCase() === key )?.code ||
		typed
	);
}

export interface CouponFormProps {
	cart: Cart;
	actions: CartActions;
	isLoading: boolean;
	/** After a coupon was applied (and its notice shown). */
	onApplied: () => void;
	hasOrder?: boolean;
}

/** The form. */
export default function CouponForm( {
	cart,
	actions,
	isLoading,
	onApplied,
	hasOrder = false,
}: CouponFormProps ) {
	const [ code, setCode ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const notices = useDispatch( NOTICES_STORE_KEY ) as unknown as {
		createSuccessNotice: (
			content: string,
			options: Record< string, unknown >
		) => void;
	};
	const registry = useRegistry();
	const onApply = async ( typed: string ) => {
		await actions.applyCoupon( typed );
		// The cart the apply answered with (the `cart` prop is this render's).
		const store = registry.select( CART_STORE_KEY ) as
			{ getCartData?: () => Cart } | undefined;
		const applied = storedCouponCode(
			store?.getCartData?.().coupons || cart.coupons,
			typed
		);
		if (
			applyFilter( {
				filterName: 'showApplyCouponNotice',
				defaultValue: true,
				extensions: cart.extensions,
				arg: { couponCode: applied, context: 'cart' },
			} )
		) {
			notices.createSuccessNotice(
				sprintf(
					/* translators: %s: coupon code */
					__(
						'Coupon code "%s" has been applied to your cart.',
						'kiosk'
					),
					applied
				),
				{
					// Each notice its own id: one replacing the other would
					// keep the older one's 10 s timer.
					id: 'coupon-applied',
					type: 'snackbar',
					context: NOTICE_CONTEXT.CART,
				}
			);
		}
		onApplied();
	};
	const submit = async ( event: React.FormEvent ) => {
		event.preventDefault();
		setError( '' );
		try {
			await onApply( code.trim() );
			setCode( '' );
		} catch ( e ) {
			setError( couponErrorMessage( e, hasOrder ) );
		}
	};
	return (
		<form className="kiosk-coupon-form" onSubmit={ submit }>
			<label htmlFor="kiosk-coupon-code">
				{ __( 'Enter code', 'kiosk' ) }
			</label>
			<div className="kiosk-coupon-form__row">
				<input
					id="kiosk-coupon-code"
					type="text"
					autoComplete="off"
					value={ code }
					aria-invalid={ !! error }
					aria-describedby={
						error ? 'kiosk-coupon-code-error' : undefined
					}
					onChange={ ( e ) => {
						setCode( e.target.value );
						// The error was about the code as it was.
						setError( '' );
					} }
					// eslint-disable-next-line jsx-a11y/no-autofocus
					autoFocus
				/>
				<button type="submit" disabled={ ! code.trim() || isLoading }>
					{ __( 'Apply', 'kiosk' ) }
				</button>
			</div>
			{ error && (
				<p
					id="kiosk-coupon-code-error"
					className="kiosk-field-error"
					role="alert"
				>
					{ error }
				</p>
			) }
		</form>
	);
}
