/**
 * The password strength meter under the create-account password field.
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { loadScorer, passwordScore, strengthLabel } from './strength';

/** Shows a 0–4 meter and its label; loads zxcvbn-ts lazily. */
export function PasswordStrengthMeter( { password }: { password: string } ) {
	const [ , setLoaded ] = useState( false );
	useEffect( () => {
		let live = true;
		loadScorer().then( () => live && setLoaded( true ) );
		return () => {
			live = false;
		};
	}, [] );
	if ( ! password ) {
		return null;
	}
	const score = passwordScore( password );
	return (
		<div
			className={ `kiosk-password-strength kiosk-password-strength--${ score }` }
		>
			<meter
				className="kiosk-password-strength__meter"
				min={ 0 }
				max={ 4 }
				value={ score }
				aria-hidden="true"
			/>
			<span
				className="kiosk-password-strength__result"
				aria-live="polite"
			>
				{ __( 'Password strength:', 'kiosk' ) }{ ' ' }
				{ strengthLabel( score ) }
			</span>
		</div>
	);
}
