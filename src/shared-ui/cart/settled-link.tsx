/**
 * A link that leaves the cart (to the cart page, to the checkout) once the
 * cart's pending changes are saved (settled-navigation.ts), busy meanwhile.
 */
import { useRef, useState } from '@wordpress/element';
import {
	goTo,
	navigateWhenSaved,
	opensElsewhere,
} from '../../shared/cart/settled-navigation';

export function SettledLink( {
	href,
	className,
	flush,
	pending = false,
	proceed,
	children,
}: {
	href: string;
	className: string;
	/** Saves the pending changes; resolves whether all were saved. */
	flush: () => Promise< boolean >;
	/** Whether a cart change is still being saved (shown as busy). */
	pending?: boolean;
	/** Asked after saving; false stays on the page (an extension said no). */
	proceed?: () => boolean;
	children: React.ReactNode;
} ) {
	const [ busy, setBusy ] = useState( false );
	const waiting = useRef( false );
	const onClick = ( event: React.MouseEvent< HTMLAnchorElement > ) => {
		if ( opensElsewhere( event ) ) {
			return;
		}
		event.preventDefault();
		if ( waiting.current ) {
			return;
		}
		const target = event.currentTarget.href;
		const stay = () => {
			waiting.current = false;
			setBusy( false );
		};
		waiting.current = true;
		setBusy( true );
		// Navigating keeps the busy state until the page goes.
		navigateWhenSaved( {
			flush,
			proceed,
			navigate: () => goTo.href( target ),
		} ).then( ( went ) => went || stay(), stay );
	};
	return (
		<a
			className={ `${ className }${ busy || pending ? ' is-busy' : '' }` }
			href={ href }
			aria-busy={ busy || pending || undefined }
			onClick={ onClick }
		>
			{ children }
		</a>
	);
}
