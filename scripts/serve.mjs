/**
 * `npm start` (after the build): assembles the real stack (WordPress 7.0.4,
 * WooCommerce, Contact Form 7, Event Tickets on Debian's PHP and MariaDB),
 * installs Kiosk from its zips and serves the German demo site on
 * http://localhost:8080 (PORT overrides).
 *
 *   node scripts/serve.mjs [--reset]   --reset: a fresh site from the template
 */
import { mkdirSync } from 'node:fs';
import { openDevSite } from './stack/dev-site.mjs';
import { MAIL } from './stack/paths.cjs';
import { startServer } from './stack/server.cjs';

const port = Number( process.env.PORT || 8080 );
const url = `http://localhost:${ port }`;
const started = Date.now();
const { mariadb, env } = await openDevSite( {
	url,
	reset: process.argv.includes( '--reset' ),
} );
mkdirSync( MAIL, { recursive: true } );
const server = await startServer( { env, port, workers: 4, log: 'filter' } );
console.log( `
Kiosk runs on ${ url }/ (ready in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s)

  wp-admin      ${ url }/wp-admin/   admin / Admin2026!
  customer      ${ url }/mein-konto/ kunde / Kunde2026!
  shop          ${ url }/shop/  ${ url }/warenkorb/  ${ url }/kasse/
  mail          ${ MAIL }/ (one file a message)
  PHP log       ${ env.KIOSK_SITE_DIR }/debug.log

Ctrl+C stops the server and the database; the data stays in .data/.
` );
const stop = async () => {
	await server.stop();
	await mariadb.stop();
	process.exit( 0 );
};
process.on( 'SIGINT', stop );
process.on( 'SIGTERM', stop );
