/**
 * `npm run start:production` (after the build): the production-shaped stack
 * (scripts/stack/production/stack.cjs) with the demo site on
 * http://localhost:8090 (PORT overrides), its data in `.data/production/`
 * on the `npm start` MariaDB (`.data/mariadb/`, its own database).
 *
 *   node scripts/stack/production/start.mjs [--reset]   --reset: a fresh site from the template
 */
import { ensureArchives } from '../archives.cjs';
import { installKioskFromZips } from '../kiosk.cjs';
import { startMariaDb } from '../mariadb.cjs';
import { DEV_DB } from '../paths.cjs';
import { ensureRuntime } from '../runtime.cjs';
import { say } from '../run.cjs';
import { ensureTemplate } from '../template.cjs';
import { PRODUCTION } from './paths.cjs';
import { startProductionStack } from './stack.cjs';

const DB = 'kiosk_production';
const port = Number( process.env.PORT || 8090 );
const started = Date.now();

ensureRuntime( { production: true } );
await ensureArchives();
if ( process.env.KIOSK_INSTALL !== 'link' ) {
	installKioskFromZips( { build: false } );
}
const mariadb = await startMariaDb( DEV_DB );
await ensureTemplate( mariadb );
const exists = mariadb.query( `SHOW DATABASES LIKE '${ DB }'` ).trim() !== '';
const create = ! exists || process.argv.includes( '--reset' );
if ( create ) {
	say( `creating the site in ${ PRODUCTION } from the template` );
}
let stack;
try {
	stack = await startProductionStack( {
		dir: PRODUCTION,
		mariadb,
		db: DB,
		port,
		create,
	} );
} catch ( error ) {
	await mariadb.stop();
	throw error;
}
const { url } = stack;
console.log( `
Kiosk runs on ${ url }/ behind the full-page cache (ready in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s)

  balancer      ${ url }/  (nginx: page cache, X-Cache: HIT|MISS|BYPASS)
  nodes         ${ stack.nodes.map( ( n ) => `${ n.name } http://127.0.0.1:${ n.port }/` ).join( '  ' ) }  (X-Kiosk-Node)
  wp-admin      ${ url }/wp-admin/   admin / Admin2026!
  shop          ${ url }/shop/  ${ url }/warenkorb/  ${ url }/kasse/
  files         ${ PRODUCTION }/ (configs, logs, page cache, Redis socket)

Ctrl+C stops every server of the stack and the database; the data stays in .data/.
` );
const stop = async () => {
	await stack.stop();
	await mariadb.stop();
	process.exit( 0 );
};
process.on( 'SIGINT', stop );
process.on( 'SIGTERM', stop );
