/**
 * Entry for `kiosk-order-attribution` (every page): starts attribution as
 * the settings allow (see init.ts).
 */
import { readSettings } from '../types/settings';
import { init, type OrderAttributionSettings } from './init';

init(
	readSettings().orderAttribution as
		Partial< OrderAttributionSettings > | undefined
);
