/**
 * The test wallet dialog: pay (success), cancel (close) or simulate a
 * failure. Loaded only when the express button is clicked. It opens at the
 * end of the body, outside the checkout, as a real wallet's sheet does:
 * WooCommerce's checkout block hides its express area from assistive
 * technology (aria-hidden) while an express payment runs.
 */
import { createPortal, useEffect, useRef } from '@wordpress/element';
import type { ExpressLabels } from '../settings';
import type { ExpressContentProps } from './types';

/** The dialog; `onDone` unmounts it. */
export default function ExpressDemoDialog(
	props: ExpressContentProps & {
		labels: ExpressLabels;
		onDone: () => void;
		onAuthorise: () => void;
	}
) {
	const ref = useRef< HTMLDialogElement >( null );
	useEffect( () => {
		ref.current?.showModal?.();
	}, [] );
	const close = () => {
		ref.current?.close?.();
		props.onDone();
	};
	return createPortal(
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
			<h2 id="kiosk-express-demo-title">{ props.labels.heading }</h2>
			<p>{ props.labels.intro }</p>
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
					{ props.labels.pay }
				</button>
				<button
					type="button"
					onClick={ () => {
						close();
						props.onClose();
					} }
				>
					{ props.labels.cancel }
				</button>
				<button
					type="button"
					onClick={ () => {
						close();
						props.setExpressPaymentError( props.labels.declined );
					} }
				>
					{ props.labels.simulate }
				</button>
			</div>
		</dialog>,
		document.body
	);
}
