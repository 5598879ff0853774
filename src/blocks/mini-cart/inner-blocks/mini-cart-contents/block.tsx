/**
 * The mini cart drawer's contents: the notices, a skeleton while the cart
 * loads (once shown, at least 2 s unless reduced motion, as on the cart
 * page), then the filled or the empty view; when the cart could not be
 * loaded, 'Unable to get cart data from the API.' with a retry, never the
 * empty view. The areas follow the saved
 * tree (the `mini-cart` template part, printed by the server on the header's
 * mini cart), or the default layout when none was saved.
 */
import { NOTICE_CONTEXT } from '@kiosk/data';
import {
	CartLoadError,
	StoreNotices,
	cartLoadError,
} from '../../../../components/notices';
import { Skeleton, useMinimumDisplay } from '../../../../components/skeleton';
import type { CartView } from '../../../../shared-ui/cart/cart-view';
import type { LayoutNode } from '../../../../shared-ui/layout/tree';
import { MiniCartArea } from '../../layout/mini-cart-areas';
import {
	CONTENTS,
	DEFAULT_AREAS,
	EMPTY,
	FILLED,
	savedAreas,
} from '../template';

export function MiniCartContents( {
	view,
	tree,
}: {
	view: CartView;
	/** The saved tree (null: the default layout). */
	tree: LayoutNode[] | null;
} ) {
	const saved = savedAreas( tree );
	const showSkeleton = useMinimumDisplay( view.state.isLoading );
	const apiError = showSkeleton ? '' : cartLoadError( view.state.errors );
	// While loading (or failed) neither view shows; then the one the cart does not need hides.
	let hidden = [ FILLED, EMPTY ];
	if ( ! showSkeleton && ! apiError ) {
		hidden = [ view.state.cart.itemsCount ? EMPTY : FILLED ];
	}
	return (
		<div className="kiosk-mini-cart-contents">
			<StoreNotices context={ NOTICE_CONTEXT.MINI_CART } />
			{ /* The cart store's own errors (a failed removal or quantity
			change): the drawer is the cart's only view on these pages. */ }
			<StoreNotices context={ NOTICE_CONTEXT.CART } />
			{ showSkeleton && <Skeleton /> }
			{ apiError && (
				<CartLoadError
					message={ apiError }
					context={ NOTICE_CONTEXT.MINI_CART }
					onRetry={ view.actions.refreshCartData }
				/>
			) }
			<MiniCartArea
				area={ CONTENTS }
				nodes={ ( saved || DEFAULT_AREAS ).filter(
					( node ) => ! hidden.includes( node.name )
				) }
				view={ view }
				saved={ !! saved }
			/>
		</div>
	);
}
