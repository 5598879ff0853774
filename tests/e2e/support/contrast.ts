/**
 * WCAG contrast, measured in the page: each element's text colour against
 * the first opaque background behind it (the element's own included).
 */
import type { Page } from 'playwright-core';

export interface Contrast {
	/** The element's text, or its value for a form field. */
	name: string;
	ratio: number;
}

/** The contrast of every element matching `selector`, rounded to 0.01. */
export function contrasts(
	page: Page,
	selector: string
): Promise< Contrast[] > {
	return page.$$eval( selector, ( elements ) => {
		const rgb = ( color: string ) =>
			( color.match( /[\d.]+/g ) || [] ).slice( 0, 3 ).map( Number );
		const luminance = ( color: string ) => {
			const [ r, g, b ] = rgb( color ).map( ( v ) => {
				const c = v / 255;
				return c <= 0.03928
					? c / 12.92
					: ( ( c + 0.055 ) / 1.055 ) ** 2.4;
			} );
			return 0.2126 * r + 0.7152 * g + 0.0722 * b;
		};
		const background = ( element: Element | null ): string => {
			for ( let e = element; e; e = e.parentElement ) {
				const color = getComputedStyle( e ).backgroundColor;
				if ( color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent' ) {
					return color;
				}
			}
			return 'rgb(255, 255, 255)';
		};
		return elements.map( ( element ) => {
			const [ a, b ] = [
				luminance( getComputedStyle( element ).color ),
				luminance( background( element ) ),
			].sort( ( x, y ) => y - x );
			return {
				name:
					( element as HTMLInputElement ).value ??
					element.textContent?.trim() ??
					'',
				ratio:
					Math.round( ( ( a + 0.05 ) / ( b + 0.05 ) ) * 100 ) / 100,
			};
		} );
	} );
}
