/**
 * The theme's favicon as a data: URI, so a first visit spends no request
 * on it (the PHP theme prints the same URI from the same file).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let uri: string | undefined;

/** `data:image/svg+xml,…` of php/theme/favicon.svg (read once). */
export function faviconDataUri(): string {
	if ( uri === undefined ) {
		const svg = readFileSync(
			join( __dirname, '..', '..', 'php', 'theme', 'favicon.svg' ),
			'utf8'
		).trim();
		uri = `data:image/svg+xml,${ encodeURIComponent( svg ) }`;
	}
	return uri;
}
