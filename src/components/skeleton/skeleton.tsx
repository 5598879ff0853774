/**
 * Grey placeholder lines while content loads.
 */
import { __ } from '@wordpress/i18n';
import './style.css';

/** A loading placeholder, announced once as busy. */
export function Skeleton( { lines = 3 }: { lines?: number } ) {
	return (
		<div className="kiosk-skeleton" aria-busy="true" aria-live="polite">
			<span className="screen-reader-text">
				{ __( 'Loading…', 'kiosk' ) }
			</span>
			{ Array.from( { length: lines }, ( _, i ) => (
				<span
					key={ i }
					className="kiosk-skeleton__line"
					aria-hidden="true"
				/>
			) ) }
		</div>
	);
}
