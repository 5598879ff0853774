/**
 * The coupon panel and the applied coupons (discount rows with remove).
 * Success notices can be suppressed by the showApplyCouponNotice /
 * showRemoveCouponNotice filters; a failed removal is a snackbar. Applying
 * (the form and its notice) loads with the panel (coupon-form.tsx).
 */
import { lazy, Suspense, useState } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { NOTICES_STORE_KEY } from '@kiosk/data';
import type { Cart } from '../../../../data/cart/types';
import { FormattedPrice } from '../../../../components/formatted-price';
import { focusScope } from '../../../../shared/cart/focus-scope';
import type { CartActions } from '../../../../shared-ui/cart/use-store-cart';
import { couponName } from '../../../../shared/cart/coupon-name';
import type { NoticesActions } from './coupon-form';

const CouponForm = lazy(
	() => import( /* webpackChunkName: "coupon-form" */ './coupon-form' )
);

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
	// What removing does (focus, notices) loads with the coupon form's chunk
	// when the shopper removes one: a cart view does not carry it.
	const remove = ( code: string, button: HTMLElement, index: number ) => {
		const scope = focusScope( button );
		return import(
			/* webpackChunkName: "coupon-form" */ './coupon-form'
		).then( ( m ) =>
			m.removeCoupon( {
				cart,
				actions,
				notices,
				code,
				button,
				scope,
				index,
			} )
		);
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
