/**
 * The coupon panel and the applied coupons (discount rows with remove).
 * Success notices can be suppressed by the showApplyCouponNotice /
 * showRemoveCouponNotice filters; a failed removal is a snackbar. Applying
 * (the form and its notice) loads with the panel (coupon-form.tsx).
 */
import { lazy, Suspense, useState } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { NOTICES_STORE_KEY, NOTICE_CONTEXT } from '@kiosk/data';
import type { Cart } from '../../../../data/cart/types';
import { FormattedPrice } from '../../../../components/formatted-price';
import { applyFilter } from '../../../../shared/page-registry';
import {
	focusScope,
	refocusAfterRemoval,
} from '../../../../shared/cart/focus-scope';
import type { CartActions } from '../../../../shared/cart/use-store-cart';
import { couponName } from '../../../../shared/cart/coupon-name';

const CouponForm = lazy(
	() => import( /* webpackChunkName: "coupon-form" */ './coupon-form' )
);

interface NoticesActions {
	createSuccessNotice: (
		content: string,
		options: Record< string, unknown >
	) => void;
	createErrorNotice: (
		content: string,
		options: Record< string, unknown >
	) => void;
}

export function Coupons( {
	cart,
	actions,
	isApplying,
	removing,
}: {
	cart: Cart;
	actions: CartActions;
	isApplying: boolean;
	removing: string;
} ) {
	const [ open, setOpen ] = useState( false );
	const notices = useDispatch(
		NOTICES_STORE_KEY
	) as unknown as NoticesActions;
	const remove = async (
		code: string,
		button: HTMLElement,
		index: number
	) => {
		const scope = focusScope( button );
		try {
			await actions.removeCoupon( code );
			// Focus goes to the next coupon's remove button, else the
			// coupon panel's toggle, not to the body.
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
	};
	const currency = cart.totals;
	return (
		<>
			<div className="kiosk-totals-coupon">
				<button
					type="button"
					className="kiosk-panel__toggle"
					aria-expanded={ open }
					onClick={ () => setOpen( ! open ) }
				>
					{ __( 'Add coupons', 'kiosk' ) }
				</button>
				{ open && (
					<Suspense fallback={ null }>
						<CouponForm
							cart={ cart }
							actions={ actions }
							isLoading={ isApplying }
							onApplied={ () => setOpen( false ) }
						/>
					</Suspense>
				) }
			</div>
			{ cart.coupons.length > 0 && (
				<div className="kiosk-totals-row kiosk-totals-discount">
					<span className="kiosk-totals-row__label">
						{ __( 'Discount', 'kiosk' ) }
					</span>
					<FormattedPrice
						className="kiosk-totals-row__value"
						amount={
							-Number( cart.totals.total_discount ) -
							Number( cart.totals.total_discount_tax )
						}
						currency={ currency }
					/>
					<ul className="kiosk-coupons">
						{ cart.coupons.map( ( coupon, index ) => (
							<li key={ coupon.code } className="kiosk-coupon">
								<span>{ couponName( coupon ) }</span>
								<button
									type="button"
									className="kiosk-coupon__remove"
									disabled={ removing === coupon.code }
									aria-label={ sprintf(
										/* translators: %s: coupon code */
										__( 'Remove coupon "%s"', 'kiosk' ),
										couponName( coupon )
									) }
									onClick={ ( event ) =>
										remove(
											coupon.code,
											event.currentTarget,
											index
										)
									}
								>
									×
								</button>
							</li>
						) ) }
					</ul>
				</div>
			) }
		</>
	);
}
