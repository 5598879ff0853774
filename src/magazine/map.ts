/**
 * Maps widget: one marker from longitude, latitude, zoom_size and height.
 * Nothing loads from the tile server before the reader asks ("Karte
 * laden", see consent.ts) or agreed before; then Leaflet is loaded when the
 * map comes near the viewport. When tiles cannot load the map is removed
 * and the address link remains.
 */
import { MAP_ROOT_MARGIN } from './constants';
import { consentLabels, withConsent } from './consent';
import { each, type Teardown } from './dom';
import { chunkStyle } from './chunk-style';
import { safeTileTemplate, textOfHtml } from './map-urls';

export type { MapSettings } from './map-types';
import type { MapSettings } from './map-types';

/**
 * Reads and validates the settings; null when unusable. The tile source
 * must be `https:` or this site (urls.ts); the attribution is text.
 */
export function readSettings( element: HTMLElement ): MapSettings | null {
	const data = element.dataset;
	const settings = {
		longitude: Number( data.longitude ),
		latitude: Number( data.latitude ),
		zoom: Number( data.zoomSize || 13 ),
		height: Number( data.height || 300 ),
		tileUrl: safeTileTemplate( data.tileUrl || '' ) || '',
		attribution: textOfHtml( data.tileAttribution || '' ),
		label: data.labelMap || '',
	};
	const valid =
		Number.isFinite( settings.longitude ) &&
		Math.abs( settings.longitude ) <= 180 &&
		Number.isFinite( settings.latitude ) &&
		Math.abs( settings.latitude ) <= 90 &&
		data.longitude !== undefined &&
		data.latitude !== undefined &&
		settings.zoom >= 0 &&
		settings.zoom <= 20 &&
		settings.height > 0 &&
		!! settings.tileUrl;
	return valid ? settings : null;
}

/** Marks the map as degraded: only the address link remains. */
export function degrade( element: HTMLElement ): void {
	element.classList.add( 'is-degraded' );
	element.style.removeProperty( 'height' );
}

function initMap( element: HTMLElement ): Teardown {
	const settings = readSettings( element );
	if ( ! settings ) {
		degrade( element );
		return () => {};
	}
	let cancelled = false;
	let destroy: Teardown = () => {};
	const load = () => {
		Promise.all( [
			import(
				/* webpackChunkName: "magazine-leaflet" */ './map-leaflet'
			),
			chunkStyle( 'magazine-leaflet' ),
		] )
			.then( ( [ { createMap } ] ) => {
				if ( ! cancelled ) {
					destroy = createMap( element, settings, () =>
						degrade( element )
					);
				}
			} )
			.catch( () => degrade( element ) );
	};
	let observer: IntersectionObserver | null = null;
	const start = () => {
		if ( typeof IntersectionObserver === 'function' ) {
			observer = new IntersectionObserver(
				( entries ) => {
					if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
						observer?.disconnect();
						load();
					}
				},
				{ rootMargin: MAP_ROOT_MARGIN }
			);
			observer.observe( element );
		} else {
			load();
		}
	};
	// No texts for the gate, no map: nothing loads from the tile server
	// unasked, and the address link remains.
	const labels = consentLabels( element );
	if ( ! labels ) {
		degrade( element );
		return () => {};
	}
	const gate = withConsent( element, labels, start );
	return () => {
		cancelled = true;
		gate();
		observer?.disconnect();
		destroy();
	};
}

/** Enhances every `[data-kiosk-map]` in `root`. */
export function init( root: ParentNode ): Teardown {
	return each( root, '[data-kiosk-map]', initMap );
}
