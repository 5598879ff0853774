/**
 * `npm run i18n`: regenerates languages/kiosk.pot, kiosk-de_DE.po/.mo and
 * the script JSON files from the source and the German fragments in
 * languages/de_DE/. Run after a build (it reads build/i18n-map.json).
 */
import { createRequire } from 'node:module';

const require = createRequire( import.meta.url );
const { run } = require( './i18n/lib.cjs' );

const summary = run();
console.log(
	`i18n: ${ summary.strings } strings, ${ summary.missing.length } without German translation, ${ summary.json.length } script JSON files`
);
for ( const id of summary.missing ) {
	console.log( `  missing: ${ JSON.stringify( id ) }` );
}
