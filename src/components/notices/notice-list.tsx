/**
 * The notices of one context, inline. Several errors are shown under the
 * summary 'Please fix the following errors before continuing'.
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { Notice } from '../../data/notices/types';
import { NoticeContent } from './notice-content';
import { scrollNoticeIntoView } from './scroll';

export interface NoticeListProps {
	notices: Notice[];
	onRemove: ( id: string ) => void;
}

function Banner( {
	status,
	isDismissible,
	onRemove,
	children,
}: {
	status: string;
	isDismissible: boolean;
	onRemove: () => void;
	children: React.ReactNode;
} ) {
	return (
		<div
			className={ `kiosk-notice kiosk-notice--${ status }` }
			role={ status === 'error' ? 'alert' : 'status' }
		>
			<div className="kiosk-notice__content">{ children }</div>
			{ isDismissible && (
				<button
					type="button"
					className="kiosk-notice__dismiss"
					aria-label={ __( 'Dismiss this notice', 'kiosk' ) }
					onClick={ onRemove }
				>
					×
				</button>
			) }
		</div>
	);
}

/** Inline notices; new errors scroll into view. */
export function NoticeList( { notices, onRemove }: NoticeListProps ) {
	const ref = useRef< HTMLDivElement >( null );
	const errors = notices.filter( ( n ) => n.status === 'error' );
	const errorIds = errors.map( ( n ) => n.id ).join( ',' );
	const seen = useRef( '' );
	useEffect( () => {
		if ( errorIds && errorIds !== seen.current ) {
			scrollNoticeIntoView( ref.current );
		}
		seen.current = errorIds;
	}, [ errorIds ] );
	if ( ! notices.length ) {
		return null;
	}
	const others = notices.filter( ( n ) => n.status !== 'error' );
	return (
		<div className="kiosk-notices" ref={ ref }>
			{ errors.length > 1 && (
				<Banner
					status="error"
					isDismissible
					onRemove={ () =>
						errors.forEach( ( n ) => onRemove( n.id ) )
					}
				>
					<p>
						{ __(
							'Please fix the following errors before continuing',
							'kiosk'
						) }
					</p>
					<ul>
						{ errors.map( ( n ) => (
							<li key={ n.id }>
								<NoticeContent content={ n.content } />
							</li>
						) ) }
					</ul>
				</Banner>
			) }
			{ errors.length === 1 && (
				<Banner
					status="error"
					isDismissible={ errors[ 0 ].isDismissible }
					onRemove={ () => onRemove( errors[ 0 ].id ) }
				>
					<NoticeContent content={ errors[ 0 ].content } />
				</Banner>
			) }
			{ others.map( ( n ) => (
				<Banner
					key={ n.id }
					status={ n.status }
					isDismissible={ n.isDismissible }
					onRemove={ () => onRemove( n.id ) }
				>
					<NoticeContent content={ n.content } />
				</Banner>
			) ) }
		</div>
	);
}
