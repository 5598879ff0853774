/**
 * The cart block's view, shared by frontend.tsx and edit.tsx: the notices,
 * a skeleton while loading (at least 2 s unless reduced motion), then the
 * empty or the filled cart, inside the block error boundary.
 */
import { useState } from '@wordpress/element';
import { NOTICE_CONTEXT } from '@kiosk/data';
import {
	CartErrorNotices,
	CartLoadError,
	StoreNotices,
	cartLoadError,
} from '../../components/notices';
import { Skeleton, useMinimumDisplay } from '../../components/skeleton';
import { BlockErrorBoundary } from '../../components/block-error';
import { useContainerWidthClass } from '../../components/container-width';
import { EmptyCart } from './inner-blocks/empty-cart/empty-cart';
import { FilledCart } from './inner-blocks/filled-cart/filled-cart';
import { cartSettings, type CartSettings } from '../../shared/cart/settings';
import { useCartActions, useStoreCart } from '../../shared/cart/use-store-cart';
import { RegisteredBlocks } from '../../shared/registered-blocks';
import type { CartView } from './cart-view';
import './style.css';

/** The cart UI for a given view (the editor passes a preview). */
export function CartLayout( { view }: { view: CartView } ) {
	const [ element, setElement ] = useState< HTMLDivElement | null >( null );
	const width = useContainerWidthClass( element );
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
			/>
		);
	} else if ( ! view.state.cart.items.length ) {
		body = <EmptyCart shopUrl={ view.settings.shopUrl } />;
	} else {
		body = <FilledCart view={ view } />;
	}
	return (
		<div ref={ setElement } className={ `kiosk-cart ${ width }` }>
			<StoreNotices context={ NOTICE_CONTEXT.CART } />
			{ ! showSkeleton && (
				<CartErrorNotices
					errors={ view.state.cart.errors }
					context={ NOTICE_CONTEXT.CART }
				/>
			) }
			{ body }
			{ ! showSkeleton && <RegisteredBlocks area="kiosk/cart" /> }
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
