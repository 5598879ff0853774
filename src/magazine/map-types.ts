/**
 * Shapes shared by the map widget and its lazily loaded Leaflet part.
 */

/** The widget's settings, read from its data attributes. */
export interface MapSettings {
	longitude: number;
	latitude: number;
	zoom: number;
	height: number;
	tileUrl: string;
	attribution: string;
	label: string;
}
