/**
 * The cart block's view, shared by frontend.tsx and edit.tsx: the notices,
 * a skeleton while loading (at least 2 s unless reduced motion), then the
 * empty or the filled cart, inside the block error boundary. The areas
 * follow the saved inner-block tree (`LayoutContext`, printed by the
 * server), or the default layout when none was saved; in the editor the
 * cart's InnerBlocks take their place.
 */
import { useContext } from '@wordpress/element';
import type { ReactNode } from 'react';
import { NOTICE_CONTEXT } from '@kiosk/data';
import {
	CartErrorNotices,
	CartLoadError,
	StoreNotices,
	cartLoadError,
} from '../../components/notices';
import { Skeleton, useMinimumDisplay } from '../../components/skeleton';
import { BlockErrorBoundary } from '../../components/block-error';
import { useContainerWidth } from '../../components/container-width';
import { LayoutContext } from '../../shared-ui/layout/tree';
import { CartArea } from './layout/cart-areas';
import {
	CART,
	DEFAULT_LAYOUT,
	EMPTY_CART,
	FILLED_CART,
} from './inner-blocks/template';
import { cartSettings, type CartSettings } from '../../shared/cart/settings';
import {
	useCartActions,
	useStoreCart,
} from '../../shared-ui/cart/use-store-cart';
import { RegisteredBlocks } from '../../shared/registered-blocks';
import type { CartView } from './cart-view';
import './style.css';

/** The cart UI for a given view (the editor passes a preview, and its InnerBlocks as `slot`). */
export function CartLayout( {
	view,
	slot,
}: {
	view: CartView;
	slot?: ReactNode;
} ) {
	const tree = useContext( LayoutContext );
	// A tree without the cart's own areas is no layout: the default one.
	const saved = !! tree?.some( ( node ) => node.name === FILLED_CART );
	const [ widthRef, width ] = useContainerWidth();
	const showSkeleton = useMinimumDisplay( view.state.isLoading );
	const apiError = cartLoadError( view.state.errors );
	let body: React.ReactNode;
	if ( showSkeleton ) {
		body = <Skeleton lines={ 6 } />;
	} else if ( apiError ) {
		body = (
			<CartLoadError
				message={ apiError }
				context={ NOTICE_CONTEXT.CART }
				onRetry={ view.actions.refreshCartData }
			/>
		);
	} else if ( slot ) {
		body = slot;
	} else {
		const hidden = view.state.cart.items.length ? EMPTY_CART : FILLED_CART;
		body = (
			<CartArea
				area={ CART }
				nodes={ ( saved ? tree! : DEFAULT_LAYOUT ).filter(
					( node ) => node.name !== hidden
				) }
				view={ view }
				saved={ saved }
			/>
		);
	}
	return (
		<div ref={ widthRef } className={ `kiosk-cart ${ width }` }>
			<StoreNotices context={ NOTICE_CONTEXT.CART } />
			{ ! showSkeleton && (
				<CartErrorNotices
					errors={ view.state.cart.errors }
					context={ NOTICE_CONTEXT.CART }
				/>
			) }
			{ body }
			{ apiError && <RegisteredBlocks area={ CART } /> }
		</div>
	);
}

/** The cart block bound to the store. */
export function CartBlock( {
	settings = cartSettings(),
}: {
	settings?: CartSettings;
} ) {
	const state = useStoreCart();
	const actions = useCartActions();
	return (
		<BlockErrorBoundary showErrorMessage={ settings.isAdmin }>
			<CartLayout view={ { state, actions, settings } } />
		</BlockErrorBoundary>
	);
}
