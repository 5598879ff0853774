'use strict';
/**
 * A MariaDB server of the stack's own: its own data directory and socket,
 * no TCP, no system service. `startMariaDb( dir )` initialises the folder on
 * first use and reuses it afterwards (a restart keeps the data).
 */
const { spawn, spawnSync } = require( 'node:child_process' );
const {
	existsSync,
	mkdirSync,
	openSync,
	readFileSync,
	rmSync,
} = require( 'node:fs' );
const { join } = require( 'node:path' );
const { sh } = require( './run.cjs' );

const asRoot = process.getuid?.() === 0 ? [ '--user=root' ] : [];

/**
 * @typedef {Object} MariaDb
 * @property {string}                             socket The unix socket.
 * @property {string}                             host   DB_HOST for wp-config.php (`localhost:/socket`).
 * @property {(sql: string) => string}            query  Runs SQL as root; returns tab-separated rows.
 * @property {(db: string, file: string) => void} load   Loads a dump into a database.
 * @property {(db: string, file: string) => void} dump   Dumps a database to a file.
 * @property {() => Promise<void>}                stop   Stops the server.
 */

/** The `mariadb` client on a socket, as root. */
function clientFor( socket ) {
	return ( args, options = {} ) =>
		spawnSync(
			'mariadb',
			[ '--no-defaults', '-S', socket, '-uroot', ...args ],
			{ encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...options }
		);
}

/** Query, load and dump on a running server's socket. */
function connectMariaDb( socket ) {
	const client = clientFor( socket );
	return {
		socket,
		host: `localhost:${ socket }`,
		query( sql ) {
			const result = client( [ '-N', '-B', '-e', sql ] );
			if ( result.status !== 0 ) {
				throw new Error( `SQL failed: ${ sql }\n${ result.stderr }` );
			}
			return result.stdout;
		},
		load( db, file ) {
			const result = client( [ db ], { input: readFileSync( file ) } );
			if ( result.status !== 0 ) {
				throw new Error(
					`loading ${ file } failed:\n${ result.stderr }`
				);
			}
		},
		dump( db, file ) {
			sh( 'sh', [
				'-c',
				'mariadb-dump --no-defaults -S "$1" -uroot --single-transaction --skip-dump-date "$2" > "$3"',
				'dump',
				socket,
				db,
				file,
			] );
		},
	};
}

/**
 * Creates MariaDB's system tables in `data`. Once on a busy machine the
 * bootstrap failed without a reason in its output and a second try in an
 * emptied folder worked (30 Nov 2026): so a failed first try is logged,
 * its half-made folder removed and the install run once more.
 */
function installSystemTables( data ) {
	const install = () =>
		sh( 'mariadb-install-db', [
			'--no-defaults',
			`--datadir=${ data }`,
			...asRoot,
			'--auth-root-authentication-method=normal',
			'--skip-test-db',
		] );
	try {
		install();
	} catch ( error ) {
		process.stderr.write(
			`stack: MariaDB's first install failed, trying once more:\n${ error.message }\n`
		);
		rmSync( data, { recursive: true, force: true } );
		install();
	}
}

/** Starts (initialising when new) a MariaDB in `dir`. @return {Promise<MariaDb>} */
async function startMariaDb( dir ) {
	const socket = join( dir, 'mysqld.sock' );
	mkdirSync( dir, { recursive: true } );
	if (
		existsSync( socket ) &&
		clientFor( socket )( [ '-e', 'SELECT 1' ] ).status === 0
	) {
		// Already served (another `npm start` on the same data): share it, leave it running.
		return { pid: 0, ...connectMariaDb( socket ), stop: async () => {} };
	}
	const data = join( dir, 'data' );
	if ( ! existsSync( join( data, 'mysql' ) ) ) {
		installSystemTables( data );
	}
	const log = openSync( join( dir, 'mysqld.log' ), 'a' );
	const child = spawn(
		'/usr/sbin/mariadbd',
		[
			'--no-defaults',
			`--datadir=${ data }`,
			`--socket=${ socket }`,
			`--pid-file=${ join( dir, 'mysqld.pid' ) }`,
			'--skip-networking',
			...asRoot,
			'--innodb-buffer-pool-size=128M',
			'--innodb-log-file-size=48M',
			'--innodb-flush-log-at-trx-commit=2',
			'--skip-log-bin',
			'--max-connections=200',
			'--character-set-server=utf8mb4',
			'--collation-server=utf8mb4_unicode_ci',
		],
		{ stdio: [ 'ignore', log, log ] }
	);
	const client = clientFor( socket );
	const started = Date.now();
	for (;;) {
		if ( child.exitCode !== null ) {
			throw new Error(
				`MariaDB exited:\n${ readFileSync( join( dir, 'mysqld.log' ), 'utf8' ).slice( -3000 ) }`
			);
		}
		if (
			existsSync( socket ) &&
			client( [ '-e', 'SELECT 1' ] ).status === 0
		) {
			break;
		}
		if ( Date.now() - started > 60000 ) {
			child.kill( 'SIGKILL' );
			throw new Error( 'MariaDB did not start in 60 s' );
		}
		await new Promise( ( r ) => setTimeout( r, 100 ) );
	}
	const stopSync = () => {
		if ( child.exitCode === null ) {
			child.kill( 'SIGTERM' );
		}
	};
	process.once( 'exit', stopSync );
	return {
		pid: child.pid,
		...connectMariaDb( socket ),
		stop() {
			process.removeListener( 'exit', stopSync );
			return new Promise( ( resolve ) => {
				if ( child.exitCode !== null ) {
					resolve();
					return;
				}
				child.once( 'exit', () => resolve() );
				child.kill( 'SIGTERM' );
				setTimeout( () => child.kill( 'SIGKILL' ), 20000 ).unref();
			} );
		},
	};
}

module.exports = { startMariaDb, connectMariaDb };
