/**
 * A Contact Form 7 unit's identity (its hidden fields, SPEC 3) and the
 * field a control belongs to.
 */

/** The unit's identity, read from its hidden fields. */
export interface FormUnit {
	contactFormId: string;
	pluginVersion: string;
	contactFormLocale: string;
	unitTag: string;
	containerPostId: string;
}

/** Reads the hidden fields; null when the form is not a CF7 form. */
export function readUnit( form: HTMLFormElement ): FormUnit | null {
	const get = ( name: string ) =>
		(
			form.querySelector(
				`input[name="${ name }"]`
			) as HTMLInputElement | null
		 )?.value ?? null;
	const id = get( '_wpcf7' );
	if ( ! id || ! /^\d+$/.test( id ) ) {
		return null;
	}
	return {
		contactFormId: id,
		pluginVersion: get( '_wpcf7_version' ) || '',
		contactFormLocale: get( '_wpcf7_locale' ) || '',
		unitTag: get( '_wpcf7_unit_tag' ) || '',
		containerPostId: get( '_wpcf7_container_post' ) || '',
	};
}

/** The CF7 field name of a control (its wrapper's `data-name`). */
export function fieldName( element: Element ): string {
	const wrap = element.closest< HTMLElement >(
		'.wpcf7-form-control-wrap[data-name]'
	);
	return (
		wrap?.dataset.name ||
		( element as HTMLInputElement ).name?.replace( /\[\]$/, '' ) ||
		''
	);
}
