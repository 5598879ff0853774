/**
 * Order notes: a checkbox that reveals a textarea; the note goes to the
 * draft order with PUT /checkout after a pause.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { CHECKOUT_STORE_KEY } from '@kiosk/checkout-data';
import { useCheckout } from '../../hooks/use-checkout-state';

/** The notes step. */
export function OrderNotes() {
	const notes = useCheckout( ( c ) => c.getOrderNotes() as string );
	const [ open, setOpen ] = useState( notes !== '' );
	const { __internalSetOrderNotes, updateDraftOrder } = useDispatch(
		CHECKOUT_STORE_KEY
	) as unknown as Record< string, ( v: unknown ) => void >;
	const timer = useRef< ReturnType< typeof setTimeout > >();
	useEffect( () => () => clearTimeout( timer.current ), [] );
	// A note restored from the draft order after mount opens the notes.
	useEffect( () => {
		if ( notes !== '' ) {
			setOpen( true );
		}
	}, [ notes ] );
	const change = ( value: string ) => {
		__internalSetOrderNotes( value );
		clearTimeout( timer.current );
		timer.current = setTimeout(
			() => updateDraftOrder( { customer_note: value } ),
			1000
		);
	};
	return (
		<div className="kiosk-checkout-step kiosk-checkout__order-notes">
			<div className="kiosk-checkbox">
				<input
					id="order-notes-toggle"
					type="checkbox"
					checked={ open }
					onChange={ ( e ) => {
						setOpen( e.target.checked );
						if ( ! e.target.checked ) {
							change( '' );
						}
					} }
				/>
				<label htmlFor="order-notes-toggle">
					{ __( 'Add a note to your order', 'kiosk' ) }
				</label>
			</div>
			{ open && (
				<>
					<label htmlFor="order-notes" className="screen-reader-text">
						{ __(
							'Notes about your order, e.g. special notes for delivery.',
							'kiosk'
						) }
					</label>
					<textarea
						id="order-notes"
						className="kiosk-textarea"
						value={ notes }
						placeholder={ __(
							'Notes about your order, e.g. special notes for delivery.',
							'kiosk'
						) }
						onChange={ ( e ) => change( e.target.value ) }
					/>
				</>
			) }
		</div>
	);
}
