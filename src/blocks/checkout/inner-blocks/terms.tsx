/**
 * The legal text with links to the terms (AGB), the cancellation policy
 * (Widerrufsbelehrung) and the privacy policy.
 */
import { createInterpolateElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { useCheckoutContext } from '../context';

/** The terms notice. */
export function Terms() {
	const { settings } = useCheckoutContext();
	const pages = settings.pages as typeof settings.pages & {
		withdrawal?: string;
	};
	return (
		<p className="kiosk-checkout__terms">
			{ createInterpolateElement(
				__(
					'By proceeding with your purchase you agree to our <terms>Terms and Conditions</terms>, our <withdrawal>Cancellation policy</withdrawal> and our <privacy>Privacy Policy</privacy>.',
					'kiosk'
				),
				/* eslint-disable jsx-a11y/anchor-has-content -- false positive: createInterpolateElement fills each link with its translated text. */
				{
					terms: <a href={ pages.terms || '/agb/' } />,
					withdrawal: (
						<a
							href={ pages.withdrawal || '/widerrufsbelehrung/' }
						/>
					),
					privacy: <a href={ pages.privacy || '/datenschutz/' } />,
				}
				/* eslint-enable jsx-a11y/anchor-has-content */
			) }
		</p>
	);
}
