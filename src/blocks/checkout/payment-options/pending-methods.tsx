/**
 * The payment options' place while their scripts load (../payment-scripts):
 * the rows they will show, laid out as theirs (the saved tokens, then each
 * method the cart offers with the title the owner set, the first one's
 * description open below it as the checked method's is), calm and without
 * shimmer, so the options replace it without moving what follows; or, when
 * the load failed, the reason and a way to try again.
 */
import { __ } from '@wordpress/i18n';
import { detailText } from '../../../components/item-details/details';
import { paymentScripts } from '../payment-scripts';

/** The placeholder, or the failure with its retry. */
export function PendingMethods( {
	tokens,
	methods,
	failed,
}: {
	/** How many saved tokens are expected before the methods. */
	tokens: number;
	/** The methods expected, in the order they will show: title and description. */
	methods: Array< { title?: string; description?: string } >;
	failed: boolean;
} ) {
	if ( failed ) {
		return (
			<div className="kiosk-notice kiosk-notice--error" role="alert">
				<p>
					{ __(
						'The payment options could not be loaded. Please check your connection.',
						'kiosk'
					) }
				</p>
				<button
					type="button"
					className="kiosk-button"
					onClick={ () => paymentScripts().load() }
				>
					{ __( 'Try again', 'kiosk' ) }
				</button>
			</div>
		);
	}
	const rows: Array< { title?: string; description?: string } > = [
		...Array.from( { length: tokens }, () => ( {} ) ),
		...methods,
	];
	return (
		<div aria-busy="true">
			<p className="screen-reader-text">
				{ __( 'Loading payment options…', 'kiosk' ) }
			</p>
			<div
				className="kiosk-radio-control kiosk-payment-options kiosk-payment-options--pending"
				aria-hidden="true"
			>
				{ ( rows.length ? rows : [ {} ] ).map( ( row, index ) => (
					<div
						key={ index }
						className="kiosk-radio-control__option kiosk-payment-method"
					>
						<span className="kiosk-payment-options__pending-radio" />
						<span className="kiosk-payment-label">
							{ detailText( row.title || '' ) }
						</span>
						{ ! index && row.description && (
							<div className="kiosk-payment-method__content">
								{ detailText( row.description ) }
							</div>
						) }
					</div>
				) ) }
			</div>
		</div>
	);
}
