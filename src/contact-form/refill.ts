/**
 * Applies refreshed captcha images and quiz questions (from a feedback or
 * refill answer) to the form.
 */
import type { RefillResponse } from './request';

function hidden(
	form: HTMLFormElement,
	name: string
): HTMLInputElement | null {
	return form.querySelector(
		`input[type="hidden"][name="${ name.replace( /["\\]/g, '' ) }"]`
	);
}

/** Updates captcha images/challenges and quiz questions/answer hashes. */
export function applyRefill(
	form: HTMLFormElement,
	data: RefillResponse | undefined
): void {
	Object.entries( data?.captcha || {} ).forEach( ( [ field, url ] ) => {
		const challenge = hidden( form, `_wpcf7_captcha_challenge_${ field }` );
		if ( challenge ) {
			challenge.value = challenge.defaultValue = String( url ).replace(
				/^.*\/|\.png$/g,
				''
			);
		}
		form.querySelectorAll< HTMLImageElement >(
			`img.wpcf7-captcha-${ field.replace( /[^\w-]/g, '' ) }`
		).forEach( ( image ) => image.setAttribute( 'src', String( url ) ) );
	} );
	Object.entries( data?.quiz || {} ).forEach( ( [ field, pair ] ) => {
		if ( ! Array.isArray( pair ) ) {
			return;
		}
		const wrap = form.querySelector(
			`.wpcf7-form-control-wrap[data-name="${ field.replace( /["\\]/g, '' ) }"]`
		);
		const label = wrap?.querySelector( '.wpcf7-quiz-label' );
		if ( label ) {
			label.textContent = String( pair[ 0 ] );
		}
		const answer = hidden( form, `_wpcf7_quiz_answer_${ field }` );
		if ( answer ) {
			answer.value = answer.defaultValue = String( pair[ 1 ] );
		}
	} );
}
