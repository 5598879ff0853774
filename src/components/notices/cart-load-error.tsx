/**
 * The error a page shows instead of the cart when the cart's first load
 * failed ('Unable to get cart data from the API.'): never an empty cart,
 * which would tell a shopper with items that they are gone.
 */
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
}: {
	message: string;
	context: string;
} ) {
	return (
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
	);
}
