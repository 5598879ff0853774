/**
 * The payment step in the block editor: the titles of the payment methods
 * the shop has enabled (the server's list, `editorPreview.gateways`), as
 * inert options. The editor loads no payment method scripts, so the front
 * end's step would only say that none is registered.
 */
import { __ } from '@wordpress/i18n';
import type { AreaProps } from '../../layout/form-state';
import { readSettings } from '../../../../types/settings';
import { StepHeading } from '../step-heading';

export default function PaymentMethodsPreview( { form, children }: AreaProps ) {
	const gateways = readSettings().editorPreview?.gateways || [];
	if ( ! form.cart.needsPayment ) {
		return <>{ children }</>;
	}
	return (
		<>
			<fieldset className="kiosk-checkout-step kiosk-checkout__payment-methods">
				<StepHeading title={ __( 'Payment options', 'kiosk' ) } />
				{ gateways.length ? (
					<div className="kiosk-radio-control kiosk-payment-options">
						{ gateways.map( ( gateway, index ) => (
							<div
								key={ gateway.id }
								className={ `kiosk-radio-control__option kiosk-payment-method${
									index === 0 ? ' is-checked' : ''
								}` }
							>
								<input
									id={ `kiosk-preview-payment-${ gateway.id }` }
									type="radio"
									name="kiosk-preview-payment"
									defaultChecked={ index === 0 }
									disabled
								/>
								<label
									htmlFor={ `kiosk-preview-payment-${ gateway.id }` }
								>
									{ gateway.title }
								</label>
							</div>
						) ) }
					</div>
				) : (
					<p className="kiosk-checkout-step__description">
						{ __(
							'Your shop has no payment method enabled yet (WooCommerce → Settings → Payments).',
							'kiosk'
						) }
					</p>
				) }
			</fieldset>
			{ children }
		</>
	);
}
