/**
 * The error a page shows instead of the cart when the cart's first load
 * failed ('Unable to get cart data from the API.'): never an empty cart,
 * which would tell a shopper with items that they are gone. With
 * `onRetry`, a button loads the cart again.
 */
import { __ } from '@wordpress/i18n';
import { NoticeList } from './notice-list';

/** The store's error for a failed first cart load, if any. */
export function cartLoadError(
	errors: Array< { code: string; message: string } >
): string {
	return (
		errors.find( ( e ) => e.code === 'kiosk_cart_api_error' )?.message || ''
	);
}

/** The error notice for a failed first cart load. */
export function CartLoadError( {
	message,
	context,
	onRetry,
}: {
	message: string;
	context: string;
	/** Loads the cart again (no button without it). */
	onRetry?: () => unknown;
} ) {
	return (
		<div className="kiosk-cart-load-error">
			<NoticeList
				notices={ [
					{
						id: 'cart-api',
						status: 'error',
						content: message,
						type: 'default',
						isDismissible: false,
						context,
					},
				] }
				onRemove={ () => undefined }
			/>
			{ onRetry && (
				<button
					type="button"
					className="kiosk-button kiosk-cart-load-error__retry"
					// A second press while the first is out sends one more GET.
					onClick={ () => onRetry() }
				>
					{ __( 'Try again', 'kiosk' ) }
				</button>
			) }
		</div>
	);
}
