/**
 * The coupon form (loaded when the panel opens). Apply is disabled while
 * the field is empty or loading; a failure shows under the field
 * (SPEC section 8: details.checkout, else details.cart, else message), as
 * text: WooCommerce's entities decoded, never markup.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { plainText } from '../../../../components/notices/sanitize';

interface CouponError {
	message?: string;
	data?: { details?: { checkout?: string; cart?: string } } | null;
}

/** The message a failed apply shows. */
export function couponErrorMessage( error: unknown, hasOrder = false ): string {
	const e = ( error || {} ) as CouponError;
	const details = e.data?.details;
	return plainText(
		( hasOrder && details?.checkout ) || details?.cart || e.message || ''
	);
}

export interface CouponFormProps {
	isLoading: boolean;
	onApply: ( code: string ) => Promise< unknown >;
	hasOrder?: boolean;
}

/** The form. */
export default function CouponForm( {
	isLoading,
	onApply,
	hasOrder = false,
}: CouponFormProps ) {
	const [ code, setCode ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const submit = async ( event: React.FormEvent ) => {
		event.preventDefault();
		setError( '' );
		try {
			await onApply( code.trim() );
			setCode( '' );
		} catch ( e ) {
			setError( couponErrorMessage( e, hasOrder ) );
		}
	};
	return (
		<form className="kiosk-coupon-form" onSubmit={ submit }>
			<label htmlFor="kiosk-coupon-code">
				{ __( 'Enter code', 'kiosk' ) }
			</label>
			<div className="kiosk-coupon-form__row">
				<input
					id="kiosk-coupon-code"
					type="text"
					autoComplete="off"
					value={ code }
					aria-invalid={ !! error }
					aria-describedby={
						error ? 'kiosk-coupon-code-error' : undefined
					}
					onChange={ ( e ) => {
						setCode( e.target.value );
						// The error was about the code as it was.
						setError( '' );
					} }
					// eslint-disable-next-line jsx-a11y/no-autofocus
					autoFocus
				/>
				<button type="submit" disabled={ ! code.trim() || isLoading }>
					{ __( 'Apply', 'kiosk' ) }
				</button>
			</div>
			{ error && (
				<p
					id="kiosk-coupon-code-error"
					className="kiosk-field-error"
					role="alert"
				>
					{ error }
				</p>
			) }
		</form>
	);
}
