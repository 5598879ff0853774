/**
 * What the checkout shows instead of the form: the cart could not be
 * loaded, it is loading, or it is empty.
 */
import { __ } from '@wordpress/i18n';
import { CartLoadError } from '../../components/notices';
import { noticeContexts } from '../../shared/checkout/emitter';

/** The placeholder for one of those states. */
export function CheckoutPlaceholder( {
	loadError,
	loading,
	shopUrl,
}: {
	loadError: string;
	loading: boolean;
	shopUrl: string;
} ) {
	if ( loadError ) {
		return (
			<div className="kiosk-checkout kiosk-checkout--error">
				<CartLoadError
					message={ loadError }
					context={ noticeContexts.CHECKOUT }
				/>
			</div>
		);
	}
	if ( loading ) {
		return (
			<div
				className="kiosk-checkout kiosk-checkout--loading"
				aria-busy="true"
			>
				<div className="kiosk-skeleton" />
				<span className="screen-reader-text">
					{ __( 'Loading…', 'kiosk' ) }
				</span>
			</div>
		);
	}
	return (
		<div className="kiosk-checkout kiosk-checkout--empty">
			<p>{ __( 'Your cart is currently empty!', 'kiosk' ) }</p>
			<a className="kiosk-button" href={ shopUrl }>
				{ __( 'Browse store', 'kiosk' ) }
			</a>
		</div>
	);
}
