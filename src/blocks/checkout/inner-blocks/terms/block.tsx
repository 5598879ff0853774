/**
 * The legal text with links to the terms (AGB), the cancellation policy
 * (Widerrufsbelehrung) and the privacy policy: the pages the owner set
 * (Settings → Kiosk, WooCommerce, WordPress). A page that is not published
 * yet is named without a link, never linked to a 404. None where an
 * extension's block takes its place (`termsBlock`: Germanized's legal
 * checkboxes, php/Integrations/WooCommerce/Germanized.php).
 */
import { createInterpolateElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { useCheckoutContext } from '../../context';

/** The terms notice. */
export function Terms() {
	const { settings } = useCheckoutContext();
	const { pages } = settings;
	if ( settings.termsBlock ) {
		return null;
	}
	const link = ( url?: string ) =>
		// eslint-disable-next-line jsx-a11y/anchor-has-content -- createInterpolateElement fills the link with its translated text.
		url ? <a href={ url } /> : <span />;
	return (
		<p className="kiosk-checkout__terms">
			{ createInterpolateElement(
				__(
					'By proceeding with your purchase you agree to our <terms>Terms and Conditions</terms>, our <withdrawal>Cancellation policy</withdrawal> and our <privacy>Privacy Policy</privacy>.',
					'kiosk'
				),

				{
					terms: link( pages.terms ),
					withdrawal: link( pages.withdrawal ),
					privacy: link( pages.privacy ),
				}
			) }
		</p>
	);
}
