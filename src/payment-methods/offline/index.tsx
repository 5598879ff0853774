/**
 * The offline gateways: bank transfer (bacs), cheque and cash on delivery
 * (cod, only when every chosen shipping method allows it).
 */
import { __ } from '@wordpress/i18n';
import type {
	CanMakePaymentArgument,
	PaymentMethodOptions,
} from '@kiosk/registry';
import { PaymentLabelIcon } from '../icons';
import { gatewaySettings } from '../settings';

function Description( { text }: { text: string } ) {
	return text ? <p className="kiosk-payment-description">{ text }</p> : null;
}

function Label( { text, icon }: { text: string; icon: string } ) {
	return (
		<span className="kiosk-payment-label">
			<PaymentLabelIcon name={ icon } />
			{ text }
		</span>
	);
}

/** Whether cod can be used with the chosen shipping methods. */
export function codAllowed(
	argument: Pick<
		CanMakePaymentArgument,
		'cartNeedsShipping' | 'selectedShippingMethods'
	>,
	allowed: string[]
): boolean {
	if ( ! argument.cartNeedsShipping ) {
		return false;
	}
	if ( ! allowed.length ) {
		return true;
	}
	const chosen = Object.values( argument.selectedShippingMethods );
	return (
		chosen.length > 0 &&
		chosen.every( ( rateId ) =>
			allowed.includes( rateId.split( ':' )[ 0 ] )
		)
	);
}

/**
 * The registrations of bacs, cheque and cod (those the server enabled),
 * labelled with the titles the shop owner set in WooCommerce; the English
 * defaults only stand in when a title is empty.
 */
export function offlineMethods(): PaymentMethodOptions[] {
	const labels: Record< string, [ string, string ] > = {
		bacs: [ __( 'Direct bank transfer', 'kiosk' ), 'bank' ],
		cheque: [ __( 'Check payments', 'kiosk' ), 'checkPayment' ],
		cod: [ __( 'Cash on delivery', 'kiosk' ), 'bill' ],
	};
	return Object.entries( labels ).flatMap(
		( [ name, [ fallback, icon ] ] ) => {
			const settings = gatewaySettings( name );
			if ( ! settings ) {
				return [];
			}
			const title = settings.title || fallback;
			const content = <Description text={ settings.description } />;
			return [
				{
					name,
					label: <Label text={ title } icon={ icon } />,
					ariaLabel: title,
					content,
					edit: content,
					canMakePayment:
						name === 'cod'
							? ( argument: CanMakePaymentArgument ) =>
									codAllowed(
										argument,
										settings.enableForShippingMethods || []
									)
							: () => true,
					supports: { features: [ 'products' ] },
				},
			];
		}
	);
}
