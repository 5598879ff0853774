/**
 * The errors a cart response carries (`errors`: an item out of stock, a
 * quantity no longer allowed, …) as error notices. Their HTML is the
 * server's, so it goes through NoticeContent's sanitiser (SPEC section 5).
 */
import { NoticeList } from './notice-list';
import type { CartError } from '../../data/cart/types';

/** Error notices for the cart's own errors; nothing when there are none. */
export function CartErrorNotices( {
	errors,
	context,
}: {
	errors: CartError[];
	context: string;
} ) {
	if ( ! errors.length ) {
		return null;
	}
	return (
		<NoticeList
			notices={ errors.map( ( error ) => ( {
				id: `cart-response-${ error.code }-${ error.message }`,
				status: 'error',
				content: error.message,
				type: 'default',
				isDismissible: false,
				context,
			} ) ) }
			onRemove={ () => undefined }
		/>
	);
}
