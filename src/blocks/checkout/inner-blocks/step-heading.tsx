/**
 * A checkout step's heading and description.
 */
import { memo } from '@wordpress/element';

/** The heading (memoised: its step re-renders while the shopper types). */
export const StepHeading = memo( function StepHeadingView( {
	title,
	description,
}: {
	title: string;
	description?: string;
} ) {
	return (
		<>
			<legend className="screen-reader-text">{ title }</legend>
			<h2 className="kiosk-checkout-step__title" aria-hidden="true">
				{ title }
			</h2>
			{ description && (
				<p className="kiosk-checkout-step__description">
					{ description }
				</p>
			) }
		</>
	);
} );
