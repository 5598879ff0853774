/**
 * The Leaflet side of the maps widget (a lazily loaded chunk). Uses a
 * circle marker, so no marker images are needed.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_TILE_TIMEOUT } from './constants';
import type { MapSettings } from './map-types';
import { escapeHtml } from './map-urls';
import type { Teardown } from './dom';

/** Draws the map; calls `onFail` (after removing it) when tiles cannot load. */
export function createMap(
	element: HTMLElement,
	settings: MapSettings,
	onFail: () => void
): Teardown {
	const canvas = document.createElement( 'div' );
	canvas.className = 'kiosk-map__canvas';
	canvas.style.height = `${ settings.height }px`;
	canvas.setAttribute( 'role', 'region' );
	canvas.setAttribute( 'aria-label', settings.label );
	element.prepend( canvas );
	const center: L.LatLngTuple = [ settings.latitude, settings.longitude ];
	const map = L.map( canvas, { scrollWheelZoom: false } ).setView(
		center,
		settings.zoom
	);
	const tiles = L.tileLayer( settings.tileUrl, {
		// Leaflet writes the attribution as HTML: it is text here.
		attribution: escapeHtml( settings.attribution ),
		maxZoom: 19,
	} ).addTo( map );
	L.circleMarker( center, {
		radius: 9,
		color: '#0b57a4',
		fillOpacity: 0.8,
	} ).addTo( map );
	let loaded = false;
	let removed = false;
	const remove = () => {
		if ( ! removed ) {
			removed = true;
			clearTimeout( timer );
			map.remove();
			canvas.remove();
		}
	};
	const fail = () => {
		if ( ! loaded && ! removed ) {
			remove();
			onFail();
		}
	};
	tiles.once( 'tileload', () => {
		loaded = true;
	} );
	tiles.once( 'tileerror', fail );
	const timer = setTimeout( fail, MAP_TILE_TIMEOUT );
	return remove;
}
