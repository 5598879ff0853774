/**
 * Snackbar notices: they auto-dismiss after 10 s, with a 500 ms fade.
 */
import { useEffect, useState } from '@wordpress/element';
import type { Notice } from '../../data/notices/types';
import { SNACKBAR_TIMEOUT, SNACKBAR_TRANSITION } from '@kiosk/data';
import { NoticeContent } from './notice-content';

function Snackbar( {
	notice,
	onRemove,
}: {
	notice: Notice;
	onRemove: ( id: string ) => void;
} ) {
	const [ hiding, setHiding ] = useState( false );
	// A notice replaced under the same id (new content) gets a full 10 s.
	useEffect( () => {
		setHiding( false );
		const hide = setTimeout( () => setHiding( true ), SNACKBAR_TIMEOUT );
		const remove = setTimeout(
			() => onRemove( notice.id ),
			SNACKBAR_TIMEOUT + SNACKBAR_TRANSITION
		);
		return () => {
			clearTimeout( hide );
			clearTimeout( remove );
		};
	}, [ notice.id, notice.content, onRemove ] );
	return (
		<div
			className={ `kiosk-snackbar kiosk-snackbar--${ notice.status }${ hiding ? ' is-hiding' : '' }` }
		>
			<button
				type="button"
				className="kiosk-snackbar__button"
				onClick={ () => onRemove( notice.id ) }
			>
				<NoticeContent content={ notice.content } />
			</button>
		</div>
	);
}

/** The snackbar area (announced politely). */
export function SnackbarList( {
	notices,
	onRemove,
}: {
	notices: Notice[];
	onRemove: ( id: string ) => void;
} ) {
	return (
		<div className="kiosk-snackbar-list" role="status" aria-live="polite">
			{ notices.map( ( notice ) => (
				<Snackbar
					key={ notice.id }
					notice={ notice }
					onRemove={ onRemove }
				/>
			) ) }
		</div>
	);
}
