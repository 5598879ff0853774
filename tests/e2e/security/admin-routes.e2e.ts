/**
 * Kiosk's own PHP on the real stack: every admin page, action and route it
 * adds refuses a guest, a customer and a shop manager where an
 * administrator is required, and refuses a missing or a wrong nonce; then
 * a fuzz of malformed requests gets no 5xx and changes nothing.
 *
 * Kiosk adds: Settings → Kiosk (options-general.php?page=kiosk, saved by
 * core's options.php for the `kiosk` group), Settings → Set up Kiosk
 * (page=kiosk-setup) with its admin-post.php actions kiosk_setup_run,
 * kiosk_setup_revert and kiosk_setup_dismiss, and the theme's public
 * admin-ajax action kiosk_ticker_popup. No route under wp-json/kiosk/.
 * Requests go from Node straight to the loopback site (no browser).
 */
import { readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { siteForThisFile } from '../support/site';

const site = siteForThisFile();

type Role = 'guest' | 'customer' | 'shop_manager' | 'administrator';
const ROLES: Role[] = [ 'guest', 'customer', 'shop_manager', 'administrator' ];
const PASSWORD = 'Sicher2026!Test';

interface Session {
	cookie: string;
	/** A valid nonce of this session for each action. */
	nonces: Record< string, string >;
}

const sessions = {} as Record< Role, Session >;
const ACTIONS = [
	'kiosk-options',
	'kiosk_setup_run',
	'kiosk_setup_revert',
	'kiosk_setup_dismiss',
];

interface Answer {
	status: number;
	location: string;
	body: string;
}

/** One request to the site as a session; never follows redirects. */
async function send(
	role: Role,
	path: string,
	init: {
		method?: string;
		body?: string | URLSearchParams;
		type?: string;
	} = {}
): Promise< Answer > {
	const headers: Record< string, string > = {};
	if ( role !== 'guest' ) {
		headers.cookie = sessions[ role ].cookie;
	}
	if ( init.body !== undefined ) {
		headers[ 'content-type' ] =
			init.type || 'application/x-www-form-urlencoded';
	}
	const response = await fetch( `${ site.host.url }${ path }`, {
		method: init.method || ( init.body === undefined ? 'GET' : 'POST' ),
		headers,
		body: init.body === undefined ? undefined : String( init.body ),
		redirect: 'manual',
	} );
	return {
		status: response.status,
		location: response.headers.get( 'location' ) || '',
		body: await response.text(),
	};
}

/** Logs a user in through wp-login.php; returns the cookie header. */
async function logIn( user: string ): Promise< string > {
	const response = await fetch( `${ site.host.url }/wp-login.php`, {
		method: 'POST',
		headers: {
			'content-type': 'application/x-www-form-urlencoded',
			cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
		},
		body: new URLSearchParams( {
			log: user,
			pwd: PASSWORD,
			testcookie: '1',
		} ).toString(),
		redirect: 'manual',
	} );
	const cookies = response.headers
		.getSetCookie()
		.map( ( c ) => c.split( ';' )[ 0 ] )
		.filter( ( c ) => /^wordpress_/.test( c ) && ! /=deleted$/.test( c ) );
	if ( ! cookies.some( ( c ) => c.startsWith( 'wordpress_logged_in_' ) ) ) {
		throw new Error( `log-in of ${ user } failed (${ response.status })` );
	}
	return cookies.join( '; ' );
}

/** Valid nonces of a logged-in session, made in the site for its session token. */
function nonces( user: string, cookie: string ): Record< string, string > {
	const loggedIn = decodeURIComponent(
		( /wordpress_logged_in_[^=]+=([^;]+)/.exec( cookie ) || [] )[ 1 ] || ''
	);
	return JSON.parse(
		site.host.php( `
			$_COOKIE[ LOGGED_IN_COOKIE ] = '${ loggedIn.replace( /'/g, '' ) }';
			wp_set_current_user( get_user_by( 'login', '${ user }' )->ID );
			$out = array();
			foreach ( json_decode( '${ JSON.stringify( ACTIONS ) }', true ) as $action ) {
				$out[ $action ] = wp_create_nonce( $action );
			}
			echo wp_json_encode( $out );
		` )
	);
}

/**
 * What Kiosk's admin can change: its options, the set-up's state, the
 * pages (cart and checkout content, the legal pages), the menus.
 */
function fingerprint(): string {
	return site.host
		.php(
			`
		global $wpdb;
		$posts = $wpdb->get_results( "SELECT ID, post_type, post_status, MD5( post_content ) AS c, post_title FROM {$wpdb->posts} WHERE post_type IN ( 'page', 'nav_menu_item', 'wp_navigation' ) ORDER BY ID" );
		echo md5( wp_json_encode( array(
			get_option( 'kiosk_settings' ),
			get_option( 'kiosk_setup' ),
			get_theme_mod( 'nav_menu_locations' ),
			wp_get_nav_menus(),
			$posts,
		) ) );
	`
		)
		.trim();
}

beforeAll( async () => {
	site.host.php( `
		foreach ( array( 'customer', 'shop_manager', 'administrator' ) as $role ) {
			wp_insert_user( array( 'user_login' => "sec-$role", 'user_pass' => '${ PASSWORD }', 'user_email' => "sec-$role@example.test", 'role' => $role ) );
		}
	` );
	for ( const role of ROLES.filter( ( r ) => r !== 'guest' ) ) {
		const cookie = await logIn( `sec-${ role }` );
		sessions[ role ] = {
			cookie,
			nonces: nonces( `sec-${ role }`, cookie ),
		};
	}
	sessions.guest = { cookie: '', nonces: {} };
	// Three log-ins and a site of its own: minutes on a loaded machine.
}, 300000 );

/** A refusal: the log-in page for a guest (the account page for a customer), 403 (or core's 400 for an unknown guest action) otherwise; never a 2xx page of Kiosk. */
function expectRefused( answer: Answer, role: Role ): void {
	if ( answer.status === 302 ) {
		// The log-in page, or for a customer WooCommerce's account page (it keeps customers out of wp-admin).
		expect( answer.location ).toMatch(
			role === 'customer'
				? /wp-login\.php|\/mein-konto\/$/
				: /wp-login\.php/
		);
		return;
	}
	expect( [ 400, 403 ] ).toContain( answer.status );
	if ( role !== 'guest' ) {
		expect( answer.status ).toBe( 403 );
	}
}

describe( 'the capability and nonce matrix', () => {
	const PAGES = [ 'kiosk', 'kiosk-setup' ];

	test.each( PAGES )(
		'options-general.php?page=%s: only the administrator gets the page',
		async ( slug ) => {
			for ( const role of ROLES ) {
				const answer = await send(
					role,
					`/wp-admin/options-general.php?page=${ slug }`
				);
				if ( role === 'administrator' ) {
					expect( answer.status ).toBe( 200 );
					expect( answer.body ).toContain( 'class="wrap' );
				} else {
					expectRefused( answer, role );
					expect( answer.body ).not.toContain( 'kiosk_settings[' );
					expect( answer.body ).not.toContain( 'kiosk_setup_run' );
				}
			}
		}
	);

	/** A request that would change something, for each action; `nonce` is the session's own, missing or wrong. */
	const writes: Record<
		string,
		( nonce: string | null ) => { path: string; body: URLSearchParams }
	> = {
		'options.php (kiosk group)': ( nonce ) => {
			const body = new URLSearchParams( {
				option_page: 'kiosk',
				action: 'update',
				'kiosk_settings[place_order_label]': 'Gekapert',
				'kiosk_settings[map_zoom]': '3',
			} );
			if ( nonce !== null ) {
				body.set( '_wpnonce', nonce );
			}
			return { path: '/wp-admin/options.php', body };
		},
		...Object.fromEntries(
			[
				'kiosk_setup_run',
				'kiosk_setup_revert',
				'kiosk_setup_dismiss',
			].map( ( action ) => [
				`admin-post.php ${ action }`,
				( nonce: string | null ) => {
					const body = new URLSearchParams( {
						action,
						'kiosk_setup[shop_pages]': '1',
						'kiosk_setup[legal_pages]': '1',
						'kiosk_setup[menu]': '1',
					} );
					if ( nonce !== null ) {
						body.set( '_wpnonce', nonce );
					}
					return { path: '/wp-admin/admin-post.php', body };
				},
			] )
		),
	};
	const nonceAction = ( name: string ) =>
		name.startsWith( 'options.php' )
			? 'kiosk-options'
			: name.split( ' ' )[ 1 ];

	test.each( Object.keys( writes ) )(
		'%s: refused for guest, customer and shop manager (even with their own valid nonce), and for a missing or wrong nonce',
		async ( name ) => {
			const before = fingerprint();
			for ( const role of ROLES ) {
				const own =
					sessions[ role ].nonces[ nonceAction( name ) ] || '';
				const tries: Array< string | null > =
					role === 'administrator'
						? [
								null,
								'',
								'abcdef0123',
								sessions.customer.nonces[ nonceAction( name ) ],
							]
						: [ own, null, 'abcdef0123' ];
				for ( const nonce of tries ) {
					const { path, body } = writes[ name ]( nonce );
					const answer = await send( role, path, { body } );
					expectRefused( answer, role );
				}
			}
			expect( fingerprint() ).toBe( before );
		}
	);

	test( "the administrator's own valid nonce is accepted (the refusals above are not just a broken request)", async () => {
		const { path, body } = writes[ 'options.php (kiosk group)' ](
			sessions.administrator.nonces[ 'kiosk-options' ]
		);
		body.set(
			'_wp_http_referer',
			'/wp-admin/options-general.php?page=kiosk'
		);
		const answer = await send( 'administrator', path, { body } );
		expect( answer.status ).toBe( 302 );
		expect(
			site.host.php(
				"echo get_option( 'kiosk_settings' )['place_order_label'];"
			)
		).toBe( 'Gekapert' );
		const dismiss = writes[ 'admin-post.php kiosk_setup_dismiss' ](
			sessions.administrator.nonces.kiosk_setup_dismiss
		);
		expect(
			(
				await send( 'administrator', dismiss.path, {
					body: dismiss.body,
				} )
			).status
		).toBe( 302 );
		expect(
			site.host.php(
				"echo wp_json_encode( get_option( 'kiosk_setup' ) );"
			)
		).toContain( 'dismissed' );
	} );

	test( "the theme's public ajax action kiosk_ticker_popup gives a published post's fragment and nothing else, to anyone", async () => {
		const ids = JSON.parse(
			site.host.php( `
				$make = static fn ( $status, $extra = array() ) => wp_insert_post( array_merge( array( 'post_title' => "Geheim $status", 'post_content' => 'Nur intern', 'post_status' => $status, 'post_type' => 'post' ), $extra ) );
				$published = get_posts( array( 'numberposts' => 1, 'post_type' => 'post' ) )[0]->ID;
				echo wp_json_encode( array(
					'published' => $published,
					'hidden'    => array( $make( 'draft' ), $make( 'private' ), $make( 'publish', array( 'post_password' => 'x' ) ), $make( 'future', array( 'post_date' => '2099-01-01 00:00:00' ) ), get_option( 'page_on_front' ) ?: 2 ),
				) );
			` )
		);
		for ( const role of ROLES ) {
			const shown = await send(
				role,
				`/wp-admin/admin-ajax.php?action=kiosk_ticker_popup&post=${ ids.published }`
			);
			expect( shown.status ).toBe( 200 );
			for ( const id of ids.hidden ) {
				const answer = await send(
					role,
					`/wp-admin/admin-ajax.php?action=kiosk_ticker_popup&post=${ id }`
				);
				expect( answer.status ).toBe( 404 );
				expect( answer.body ).not.toContain( 'Nur intern' );
			}
		}
	} );

	test( 'no REST route under wp-json/kiosk/, and the settings are not in the REST settings', async () => {
		for ( const role of ROLES ) {
			const index = await send( role, '/wp-json/' );
			expect( index.status ).toBe( 200 );
			expect(
				Object.keys( JSON.parse( index.body ).routes )
			).not.toContainEqual( expect.stringMatching( /^\/kiosk/ ) );
			expect( ( await send( role, '/wp-json/kiosk/v1' ) ).status ).toBe(
				404
			);
		}
	} );
} );

/** A deterministic pseudo-random sequence (the fuzz is the same on every run). */
function random( seed: number ): () => number {
	let s = seed;
	return () => {
		s = ( s * 1103515245 + 12345 ) & 0x7fffffff;
		return s / 0x7fffffff;
	};
}

const HOSTILE_VALUES = [
	'',
	'0',
	'-1',
	'99999999999999999999999',
	'1e999',
	'NaN',
	'INF',
	'0x1A',
	' 1',
	'true',
	'null',
	'%00',
	'\u0000',
	'\uFFFF\u{1F600}',
	'\u00ff\u00fe',
	"' OR '1'='1",
	'1; DROP TABLE wp_options; --',
	'<script>alert(1)</script>',
	'"><img src=x onerror=alert(1)>',
	'../../../../etc/passwd',
	'a'.repeat( 70000 ),
	'ä'.repeat( 3000 ),
	'{"a":1}',
	'O:8:"stdClass":0:{}',
	'a:1:{i:0;s:1:"x";}',
];

/** Field names with malformed shapes: arrays where strings belong, nested keys, odd names. */
const HOSTILE_KEYS = [
	'kiosk_settings',
	'kiosk_settings[]',
	'kiosk_settings[place_order_label][]',
	'kiosk_settings[map_latitude]',
	'kiosk_settings[map_zoom][x][y]',
	'kiosk_settings[legal_notice_page]',
	'kiosk_settings[__proto__]',
	'kiosk_setup',
	'kiosk_setup[]',
	'kiosk_setup[shop_pages][]',
	'kiosk_setup[../../x]',
	'_wpnonce[]',
	'_wpnonce',
	'_wp_http_referer',
	'option_page[]',
	'action[]',
	'post',
	'post[]',
];

interface FuzzRequest {
	role: Role;
	path: string;
	method: string;
	body?: string;
	type?: string;
}

/** The n-th malformed request. */
function malformed( next: () => number, n: number ): FuzzRequest {
	const pick = < T >( list: T[] ): T =>
		list[ Math.floor( next() * list.length ) ];
	// An administrator only with a wrong nonce: nothing may change.
	const role = pick( ROLES );
	const params = new URLSearchParams();
	for ( let i = 0, count = 1 + Math.floor( next() * 4 ); i < count; i++ ) {
		params.append( pick( HOSTILE_KEYS ), pick( HOSTILE_VALUES ) );
	}
	if ( role === 'administrator' || next() < 0.5 ) {
		params.set(
			'_wpnonce',
			pick( [
				'x',
				'0',
				'',
				sessions.customer.nonces[ 'kiosk-options' ],
			] )
		);
	}
	const query = () => params.toString().slice( 0, 6000 );
	switch ( n % 8 ) {
		case 0:
			params.set(
				'option_page',
				pick( [ 'kiosk', 'kiosk ', 'KIOSK', 'general' ] )
			);
			params.set( 'action', pick( [ 'update', 'UPDATE', '' ] ) );
			return {
				role,
				path: '/wp-admin/options.php',
				method: 'POST',
				body: params.toString(),
			};
		case 1:
		case 2:
			params.set(
				'action',
				pick( [
					'kiosk_setup_run',
					'kiosk_setup_revert',
					'kiosk_setup_dismiss',
				] )
			);
			return {
				role,
				path: '/wp-admin/admin-post.php',
				method: pick( [ 'POST', 'GET' ] ) === 'GET' ? 'GET' : 'POST',
				body: params.toString(),
			};
		case 3:
			return {
				role,
				path: `/wp-admin/admin-post.php?action=${ pick( [ 'kiosk_setup_run', 'kiosk_setup_revert', 'kiosk_setup_dismiss', 'kiosk_setup_run%00', 'kiosk_setup_run[]' ] ) }&${ query() }`,
				method: 'GET',
			};
		case 4:
			return {
				role,
				path: `/wp-admin/admin-ajax.php?action=kiosk_ticker_popup&post=${ encodeURIComponent( pick( HOSTILE_VALUES ).slice( 0, 2000 ) ) }`,
				method: pick( [ 'GET', 'POST' ] ),
			};
		case 5:
			return {
				role,
				path: `/wp-admin/options-general.php?page=${ pick( [ 'kiosk', 'kiosk-setup' ] ) }&${ query() }`,
				method: pick( [ 'GET', 'POST' ] ),
				body: query(),
			};
		case 6:
			// A body that is not what the form sends: JSON, broken multipart, binary.
			params.set(
				'action',
				pick( [ 'kiosk_setup_run', 'kiosk_setup_dismiss' ] )
			);
			return {
				role,
				path: `/wp-admin/admin-post.php?action=${ params.get( 'action' ) }`,
				method: 'POST',
				body: pick( [
					JSON.stringify( Object.fromEntries( params ) ),
					'--x\r\nContent-Disposition: form-data; name="kiosk_setup[menu]"\r\n\r\n1\r\n',
					'\u0000\u0001\u0002%%%&&&==',
				] ),
				type: pick( [
					'application/json',
					'multipart/form-data; boundary=x',
					'text/plain',
				] ),
			};
		default:
			return {
				role,
				path: pick( [
					`/wp-json/kiosk/v1/${ encodeURIComponent( pick( HOSTILE_VALUES ).slice( 0, 200 ) ) }`,
					`/?rest_route=/kiosk/v1/settings&${ query() }`,
					`/wp-json/wp/v2/settings?${ query() }`,
				] ),
				method: pick( [ 'GET', 'POST', 'PUT', 'DELETE' ] ),
				body: query(),
			};
	}
}

/** How many lines of the site's PHP error log name Kiosk. */
/**
 * The PHP log's lines so far (WP_DEBUG_LOG). The site's own folder is named
 * kiosk-site-*, so a match on "kiosk" alone would count every warning.
 */
function logLines(): string[] {
	return readFileSync( join( site.host.dataDir, 'debug.log' ), {
		encoding: 'utf8',
		flag: 'a+',
	} )
		.split( '\n' )
		.filter( Boolean );
}

/** Lines that name Kiosk's plugin or theme code. */
const fromKiosk = ( lines: string[] ) =>
	lines.filter( ( line ) =>
		/\/(plugins|themes)\/kiosk(-theme)?\//.test( line )
	);

test( 'a fuzz of 1,000 malformed requests: no 5xx and nothing changed', async () => {
	const before = fingerprint();
	const logBefore = logLines().length;
	const next = random( 18 );
	const started = Date.now();
	const requests = Array.from( { length: 1000 }, ( _, n ) =>
		malformed( next, n )
	);
	const failures: string[] = [];
	let done = 0;
	// A few at a time: the site's server has 3 workers.
	const worker = async () => {
		while ( done < requests.length ) {
			const r = requests[ done++ ];
			const answer = await send( r.role, r.path, {
				method: r.method,
				body: r.method === 'GET' ? undefined : r.body,
				type: r.type,
			} );
			if ( done % 100 === 0 ) {
				// Progress past Jest's buffered console (the fuzz takes minutes).
				writeSync(
					2,
					`admin fuzz: ${ done } sent, ${ failures.length } 5xx\n`
				);
			}
			if ( answer.status >= 500 ) {
				const failure = `${ answer.status } ${ r.role } ${ r.method } ${ r.path.slice( 0, 200 ) } ${ ( r.body || '' ).slice( 0, 200 ) }: ${ answer.body.replace( /\s+/g, ' ' ).slice( 0, 300 ) }`;
				failures.push( failure );
				writeSync( 2, `admin fuzz: ${ failure }\n` );
			}
		}
	};
	await Promise.all( [ worker(), worker(), worker() ] );

	console.log(
		`admin fuzz: ${ requests.length } requests, ${
			failures.length
		} 5xx, in ${ Math.round( ( Date.now() - started ) / 1000 ) } s`
	);
	expect( failures ).toEqual( [] );
	expect( fingerprint() ).toBe( before );
	// PHP logged nothing from Kiosk's code meanwhile (every new line is
	// printed, so a warning from elsewhere is seen too).
	const logged = logLines().slice( logBefore );
	if ( logged.length ) {
		console.log( `admin fuzz: PHP logged\n${ logged.join( '\n' ) }` );
	}
	expect( fromKiosk( logged ) ).toEqual( [] );
	// Every request boots WordPress: on two busy cores that takes minutes.
}, 600000 );
