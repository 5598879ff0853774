/**
 * A registered notices container bound to the `kiosk/notices` store.
 */
import { useCallback, useEffect } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';
import { NOTICES_STORE_KEY as STORE_KEY } from '@kiosk/data';
import type { Notice } from '../../data/notices/types';
import { noticeLists } from './notice-lists';
import './style.css';

interface NoticesDispatch {
	registerContainer: ( context: string ) => void;
	unregisterContainer: ( context: string ) => void;
	removeNotice: ( id: string, context: string ) => void;
}

/** Shows a context's notices (inline and snackbars) and registers the container. */
export function StoreNotices( { context }: { context: string } ) {
	// Read once: the store's name is a property of the `kiosk-data`
	// handle's exports, written here once instead of twice in the bundle.
	const store = STORE_KEY;
	const notices = useSelect(
		( select ) =>
			(
				select( store ) as { getNotices: ( c: string ) => Notice[] }
			 ).getNotices( context ),
		[ store, context ]
	);
	const { registerContainer, unregisterContainer, removeNotice } =
		useDispatch( store ) as unknown as NoticesDispatch;
	useEffect( () => {
		registerContainer( context );
		return () => unregisterContainer( context );
	}, [ context, registerContainer, unregisterContainer ] );
	const remove = useCallback(
		( id: string ) => removeNotice( id, context ),
		[ removeNotice, context ]
	);
	return noticeLists( notices, remove );
}
