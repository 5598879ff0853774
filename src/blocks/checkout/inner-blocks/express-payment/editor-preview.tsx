/**
 * The express payment area in the block editor: what shows here on the
 * front end, in a sentence (the editor loads no payment method scripts, so
 * the front end's area would only say that none is registered).
 */
import { __ } from '@wordpress/i18n';
import type { AreaProps } from '../../layout/form-state';

export default function ExpressPaymentPreview( { children }: AreaProps ) {
	return (
		<>
			<div className="kiosk-express-payment kiosk-express-payment--empty">
				<p>
					{ __(
						'Express payment buttons (such as Apple Pay or PayPal) show here when a payment plugin of your shop offers them.',
						'kiosk'
					) }
				</p>
			</div>
			{ children }
		</>
	);
}
