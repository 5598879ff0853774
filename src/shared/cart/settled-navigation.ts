/**
 * Links that leave the cart (to the cart page, to the checkout) wait for
 * the cart's pending changes: a quantity still in its 400 ms debounce is
 * sent at once, and the link is followed only once it is saved (SPEC
 * section 4: checkout calculation is held while any change is pending).
 */
/** Whether a click asks the browser for a new tab or window (left alone). */
export function opensElsewhere( event: {
	button: number;
	metaKey: boolean;
	ctrlKey: boolean;
	shiftKey: boolean;
	altKey: boolean;
} ): boolean {
	return (
		event.button !== 0 ||
		event.metaKey ||
		event.ctrlKey ||
		event.shiftKey ||
		event.altKey
	);
}

/**
 * Saves the pending changes, then asks `proceed` (an extension may say no)
 * and navigates; resolves whether it navigated.
 */
export async function navigateWhenSaved( {
	flush,
	proceed = () => true,
	navigate,
}: {
	flush: () => Promise< boolean >;
	proceed?: () => boolean;
	navigate: () => void;
} ): Promise< boolean > {
	const saved = await flush();
	if ( ! saved || ! proceed() ) {
		return false;
	}
	navigate();
	return true;
}

/** Goes to `href` (a seam for tests, whose jsdom cannot navigate). */
export const goTo = {
	href: ( href: string ) => window.location.assign( href ),
};
