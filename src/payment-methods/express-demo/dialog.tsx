/**
 * The demo wallet dialog: pay (success), cancel (close) or simulate a
 * failure. Loaded only when the express button is clicked.
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ExpressContentProps } from './types';

/** The dialog; `onDone` unmounts it. */
export default function ExpressDemoDialog(
	props: ExpressContentProps & { onDone: () => void; onAuthorise: () => void }
) {
	const ref = useRef< HTMLDialogElement >( null );
	useEffect( () => {
		ref.current?.showModal?.();
	}, [] );
	const close = () => {
		ref.current?.close?.();
		props.onDone();
	};
	return (
		<dialog
			ref={ ref }
			className="kiosk-express-demo__dialog"
			aria-labelledby="kiosk-express-demo-title"
			onCancel={ ( event ) => {
				event.preventDefault();
				close();
				props.onClose();
			} }
		>
			<h2 id="kiosk-express-demo-title">
				{ __( 'Demo wallet', 'kiosk' ) }
			</h2>
			<p>{ __( 'This demo wallet charges nothing.', 'kiosk' ) }</p>
			<div className="kiosk-express-demo__actions">
				<button
					type="button"
					className="kiosk-button"
					onClick={ () => {
						close();
						props.onAuthorise();
						props.onSubmit();
					} }
				>
					{ __( 'Pay now', 'kiosk' ) }
				</button>
				<button
					type="button"
					onClick={ () => {
						close();
						props.onClose();
					} }
				>
					{ __( 'Cancel', 'kiosk' ) }
				</button>
				<button
					type="button"
					onClick={ () => {
						close();
						props.setExpressPaymentError(
							__( 'The express payment was declined.', 'kiosk' )
						);
					} }
				>
					{ __( 'Simulate a failure', 'kiosk' ) }
				</button>
			</div>
		</dialog>
	);
}
