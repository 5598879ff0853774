/**
 * Entry for `kiosk-order-attribution` (every page): starts attribution as
 * the settings allow (see init.ts).
 */
import { init, type OrderAttributionSettings } from './init';

// Only this one setting is read (readSettings()'s defaults would add bytes
// to every page for nothing).
init(
	window.kioskSettings?.orderAttribution as
		Partial< OrderAttributionSettings > | undefined
);
