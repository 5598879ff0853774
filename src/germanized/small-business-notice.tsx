/**
 * Germanized's small-business note (§ 19 UStG: no VAT is charged) at the
 * end of Kiosk's checkout order summary, where a shop that is a small
 * business must show it. On WooCommerce's checkout block Germanized prints
 * it with an `ExperimentalOrderMeta` fill from its checkout script, which
 * also holds its blocks' editor code and stays off Kiosk's checkout
 * (php/Assets/WooCommerceCheckout.php, EDITOR_ONLY); Kiosk fills the same
 * slot, through the same contract, with the text the server took from
 * Germanized's template (php/Integrations/WooCommerce/Germanized.php). On
 * the carts, Germanized's own cart script fills it.
 */
import { registerPlugin } from '@wordpress/plugins';
import { ExperimentalOrderMeta } from '@woocommerce/blocks-checkout';

/** The note, in Germanized's markup (its stylesheet addresses these classes). */
export function SmallBusinessNotice( { text }: { text: string } ) {
	return (
		<div className="wc-gzd-small-business-info">
			<div className="wc-gzd-additional-wrapper">
				<p className="wc-gzd-additional-info small-business-info">
					{ text }
				</p>
			</div>
		</div>
	);
}

/** Registers the note's fill; nothing without a text. */
export function init( text: string | undefined ): void {
	if ( ! text ) {
		return;
	}
	registerPlugin( 'kiosk-germanized-small-business', {
		scope: 'woocommerce-checkout',
		render: () => (
			<ExperimentalOrderMeta>
				<SmallBusinessNotice text={ text } />
			</ExperimentalOrderMeta>
		),
	} );
}
