/**
 * A registered notices container bound to the `kiosk/notices` store.
 */
import { useCallback, useEffect } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';
import { NOTICES_STORE_KEY as STORE_KEY } from '@kiosk/data';
import type { Notice } from '../../data/notices/types';
import { NoticeList } from './notice-list';
import { SnackbarList } from './snackbar-list';
import './style.css';

interface NoticesDispatch {
	registerContainer: ( context: string ) => void;
	unregisterContainer: ( context: string ) => void;
	removeNotice: ( id: string, context: string ) => void;
}

/** Shows a context's notices (inline and snackbars) and registers the container. */
export function StoreNotices( { context }: { context: string } ) {
	const notices = useSelect(
		( select ) =>
			(
				select( STORE_KEY ) as { getNotices: ( c: string ) => Notice[] }
			 ).getNotices( context ),
		[ context ]
	);
	const { registerContainer, unregisterContainer, removeNotice } =
		useDispatch( STORE_KEY ) as unknown as NoticesDispatch;
	useEffect( () => {
		registerContainer( context );
		return () => unregisterContainer( context );
	}, [ context, registerContainer, unregisterContainer ] );
	const remove = useCallback(
		( id: string ) => removeNotice( id, context ),
		[ removeNotice, context ]
	);
	return (
		<>
			<NoticeList
				notices={ notices.filter( ( n ) => n.type !== 'snackbar' ) }
				onRemove={ remove }
			/>
			<SnackbarList
				notices={ notices.filter( ( n ) => n.type === 'snackbar' ) }
				onRemove={ remove }
			/>
		</>
	);
}
