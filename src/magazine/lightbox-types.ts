/**
 * Shapes shared by the lightbox and its lazily loaded PhotoSwipe part.
 */

/** PhotoSwipe's labels, from the container's `data-label-*`. */
export interface LightboxLabels {
	close: string;
	prev: string;
	next: string;
	zoom: string;
	error: string;
}

/** One image for the lightbox. */
export interface LightboxItem {
	src: string;
	width: number;
	height: number;
	alt: string;
	element: HTMLElement;
}
