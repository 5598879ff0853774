/**
 * `StoreNoticesContainer` of `wc.blocksCheckout` with WooCommerce's props:
 * `context` (one or several notice contexts, e.g. `wc/checkout/payments`),
 * `additionalNotices` (shown with the context's), `className`. It shows
 * the notices Kiosk's notices store holds for those contexts (where Kiosk's
 * checkout and its payment methods put them under WooCommerce's context
 * names), inline and as snackbars, in Kiosk's notice markup, and registers
 * itself as the container of each context while mounted. Nothing shows
 * while an express payment method is active, as on WooCommerce's checkout.
 */
import { useEffect, useMemo } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';
import { NOTICES_STORE_KEY } from '@kiosk/data';
import type { Notice } from '../../data/notices/types';
import { noticeLists } from '../../components/notices/notice-lists';

export interface StoreNoticesContainerProps {
	className?: string;
	context?: string | string[];
	additionalNotices?: Array< Partial< Notice > >;
}

interface NoticesDispatch {
	registerContainer: ( context: string ) => void;
	unregisterContainer: ( context: string ) => void;
	removeNotice: ( id: string, context: string ) => void;
}

const NONE: StoreNoticesContainerProps[ 'additionalNotices' ] = [];

export function StoreNoticesContainer( {
	className = '',
	context = '',
	additionalNotices = NONE,
}: StoreNoticesContainerProps ) {
	const key = Array.isArray( context ) ? context.join( '\n' ) : context;
	const contexts = useMemo( () => key.split( '\n' ), [ key ] );
	// One array of the store's per context, returned as the array itself
	// (compared element by element): the same while the notices are.
	const lists = useSelect(
		( select ) => {
			const store = select( NOTICES_STORE_KEY ) as unknown as {
				getNotices: ( c: string ) => Notice[];
			};
			return contexts.map( ( c ) => store.getNotices( c ) );
		},
		[ contexts ]
	);
	const suppressed = useSelect(
		( select ) =>
			!! (
				select( 'kiosk/payment' ) as
					{ isExpressPaymentMethodActive?: () => boolean } | undefined
			 )?.isExpressPaymentMethodActive?.(),
		[]
	);
	const notices = useMemo(
		() => [
			...lists.flatMap( ( list, i ) =>
				list.map( ( n ) => ( { ...n, context: contexts[ i ] } ) )
			),
			...( additionalNotices || [] ).map( ( n, i ): Notice => ( {
				id: n.id || `additional-${ i }`,
				status: n.status || 'default',
				content: n.content || '',
				type: n.type === 'snackbar' ? 'snackbar' : 'default',
				isDismissible: !! n.isDismissible,
				context: contexts[ 0 ],
			} ) ),
		],
		[ lists, contexts, additionalNotices ]
	);
	const { registerContainer, unregisterContainer, removeNotice } =
		useDispatch( NOTICES_STORE_KEY ) as unknown as NoticesDispatch;
	useEffect( () => {
		contexts.forEach( ( c ) => registerContainer( c ) );
		return () => contexts.forEach( ( c ) => unregisterContainer( c ) );
	}, [ contexts, registerContainer, unregisterContainer ] );
	if ( suppressed ) {
		return null;
	}
	const remove = ( id: string ) => {
		const notice = notices.find( ( n ) => n.id === id );
		if ( notice ) {
			removeNotice( id, notice.context );
		}
	};
	return (
		<div className={ `wc-block-components-notices ${ className }`.trim() }>
			{ noticeLists( notices, remove ) }
		</div>
	);
}
