/**
 * Runs a PHP file inside the running `npm start` site (WordPress loaded),
 * like `wp eval-file`:
 *
 *   node scripts/stack/wp.mjs some.php [args…]
 *   node scripts/stack/wp.mjs -r 'echo get_option( "blogname" );'
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_DB, DEV_SITE, MAIL } from './paths.cjs';
import { siteEnv, wpCli } from './site.cjs';

const args = process.argv.slice( 2 );
let file = args.shift();
if ( file === '-r' ) {
	file = join( mkdtempSync( join( tmpdir(), 'kiosk-wp-' ) ), 'eval.php' );
	writeFileSync( file, `<?php\n${ args.shift() }\n` );
}
const port = Number( process.env.PORT || 8080 );
const env = {
	...siteEnv( {
		dir: DEV_SITE,
		url: `http://localhost:${ port }`,
		db: 'kiosk_site',
		dbHost: `localhost:${ join( DEV_DB, 'mysqld.sock' ) }`,
	} ),
	KIOSK_MAIL_DIR: MAIL,
};
try {
	process.stdout.write(
		wpCli(
			env,
			file.startsWith( '/' ) ? file : join( process.cwd(), file ),
			args
		)
	);
} catch ( error ) {
	process.stderr.write( `${ error.message }\n` );
	process.exit( 1 );
}
