/**
 * Catches a payment method's crash: admins see what to check, others a
 * request to get in touch.
 */
import { Component, type ReactNode } from 'react';
import { __ } from '@wordpress/i18n';

/** The error boundary around one method's content. */
export class PaymentMethodErrorBoundary extends Component<
	{ isAdmin: boolean; children: ReactNode },
	{ failed: boolean; message: string }
> {
	state = { failed: false, message: '' };

	static getDerivedStateFromError( error: Error ) {
		return { failed: true, message: error?.message || '' };
	}

	render() {
		if ( ! this.state.failed ) {
			return this.props.children;
		}
		const text = this.props.isAdmin
			? __(
					"There was an error with this payment method. Please verify it's configured correctly.",
					'kiosk'
				)
			: __(
					'We are experiencing difficulties with this payment method. Please contact us for assistance.',
					'kiosk'
				);
		return (
			<div className="kiosk-notice kiosk-notice--error" role="alert">
				<p>{ text }</p>
				{ this.props.isAdmin && this.state.message && (
					<p>
						<code>{ this.state.message }</code>
					</p>
				) }
			</div>
		);
	}
}
