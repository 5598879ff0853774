/**
 * @jest-environment node
 *
 * The production stack's nginx configurations (scripts/stack/production/
 * nginx-config.cjs), read back from the generated text: the balancer's
 * bypass maps decide, for a request, whether the page cache may answer it,
 * and the timeouts of the layers fit together (the client-facing one waits
 * longest; a POST is never sent to a second node).
 */

const {
	balancerConfig,
	nodeConfig,
} = require( '../../scripts/stack/production/nginx-config.cjs' );
const { fpmConfig } = require( '../../scripts/stack/production/fpm.cjs' );

const balancer: string = balancerConfig( {
	dir: '/tmp/kiosk-balancer',
	port: 8090,
	nodePorts: [ 8091, 8092 ],
	cacheDir: '/tmp/kiosk-balancer/cache',
} );
const node: string = nodeConfig( {
	name: 'a',
	dir: '/tmp/kiosk-node-a',
	port: 8091,
	core: '/tmp/core',
	siteDir: '/tmp/kiosk-node-a',
	fpmSocket: '/tmp/kiosk-node-a/fpm.sock',
} );

interface NginxMap {
	exact: Map< string, string >;
	patterns: Array< [ RegExp, string ] >;
	fallback: string;
}

/** The map of `variable` in the config, as nginx reads it: exact strings first, then the regexes in order, then the default. */
function readMap( config: string, variable: string ): NginxMap {
	const block = new RegExp( `map \\S+ \\$${ variable } \\{([^}]*)\\}` ).exec(
		config
	);
	if ( ! block ) {
		throw new Error( `no map for $${ variable }` );
	}
	const map: NginxMap = { exact: new Map(), patterns: [], fallback: '' };
	for ( const line of block[ 1 ].split( '\n' ) ) {
		const entry = /^\s*(?:"([^"]*)"|(\S+))\s+(\S+);/.exec( line );
		if ( ! entry ) {
			continue;
		}
		const key = entry[ 1 ] ?? entry[ 2 ];
		const value = entry[ 3 ];
		if ( entry[ 2 ] === 'default' ) {
			map.fallback = value;
		} else if ( key.startsWith( '~*' ) ) {
			map.patterns.push( [ new RegExp( key.slice( 2 ), 'i' ), value ] );
		} else if ( key.startsWith( '~' ) ) {
			map.patterns.push( [ new RegExp( key.slice( 1 ) ), value ] );
		} else {
			map.exact.set( key.replace( /^\\/, '' ), value );
		}
	}
	return map;
}

function lookUp( map: NginxMap, value: string ): string {
	if ( map.exact.has( value ) ) {
		return map.exact.get( value )!;
	}
	const match = map.patterns.find( ( [ pattern ] ) => pattern.test( value ) );
	return match ? match[ 1 ] : map.fallback;
}

/** Whether the balancer passes a request past its cache ($kiosk_bypass = 1). */
function bypasses( {
	method = 'GET',
	uri = '/',
	args = '',
	cookie = '',
}: {
	method?: string;
	uri?: string;
	args?: string;
	cookie?: string;
} ): boolean {
	const parts = [
		lookUp( readMap( balancer, 'kiosk_static_file' ), uri ),
		lookUp( readMap( balancer, 'kiosk_bypass_cookie' ), cookie ),
		lookUp( readMap( balancer, 'kiosk_bypass_path' ), uri ),
		lookUp( readMap( balancer, 'kiosk_bypass_args' ), args ),
	].join( '' );
	const verdict = lookUp(
		readMap( balancer, 'kiosk_bypass' ),
		`${ parts }:${ method }`
	);
	return verdict === '1';
}

/** The seconds of a directive in the config (the first one). */
function seconds( config: string, directive: string ): number {
	const found = new RegExp( `${ directive }\\s*=?\\s*(\\d+)s` ).exec(
		config
	);
	if ( ! found ) {
		throw new Error( `no ${ directive }` );
	}
	return Number( found[ 1 ] );
}

describe( 'the balancer’s page cache', () => {
	it( 'serves a reader without cookies an article, the front page, the shop and a product from the cache', () => {
		for ( const uri of [
			'/',
			'/aufstieg-perfekt-fc-jubelt/',
			'/shop/',
			'/produkt/die-stadt-und-das-meer/',
			'/kontakt/',
		] ) {
			expect( bypasses( { uri } ) ).toBe( false );
			expect( bypasses( { uri, method: 'HEAD' } ) ).toBe( false );
		}
	} );

	it( 'keeps cookies that do not change the page (consent, analytics) in the cache', () => {
		expect(
			bypasses( { cookie: 'kiosk_consent=maps; _pk_id.1=abc' } )
		).toBe( false );
		expect( bypasses( { cookie: 'wordpress_test_cookie=WP' } ) ).toBe(
			false
		);
	} );

	it.each( [
		'wordpress_logged_in_0123abcd=admin%7C1',
		'woocommerce_items_in_cart=1',
		'woocommerce_cart_hash=abc',
		'wp_woocommerce_session_0123abcd=5%7C%7C1',
		'wp-postpass_0123abcd=%24P%24B',
		'comment_author_0123abcd=Renate',
		'kiosk_consent=maps; woocommerce_items_in_cart=1; _pk_id=1',
	] )( 'passes a visitor with the cookie %s to the nodes', ( cookie ) => {
		expect(
			bypasses( { cookie, uri: '/aufstieg-perfekt-fc-jubelt/' } )
		).toBe( true );
	} );

	it.each( [
		'/warenkorb/',
		'/kasse/',
		'/kasse/bestellung-erhalten/123/',
		'/mein-konto/',
		'/mein-konto/bestellungen/',
		'/cart/',
		'/checkout/',
		'/my-account/',
		'/wp-admin/',
		'/wp-admin/post.php',
		'/wp-json/wc/store/v1/cart',
		'/wp-json/',
		'/wp-login.php',
		'/wp-admin/admin-ajax.php',
		'/wp-cron.php',
		'/xmlrpc.php',
	] )( 'passes %s to the nodes', ( uri ) => {
		expect( bypasses( { uri } ) ).toBe( true );
	} );

	it( 'does not take a page whose slug only starts like the cart’s for the cart', () => {
		expect( bypasses( { uri: '/warenkorbe-im-test/' } ) ).toBe( false );
		expect( bypasses( { uri: '/kassenbon-ratgeber/' } ) ).toBe( false );
	} );

	it.each( [ 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS' ] )(
		'passes a %s to the nodes, also on a cacheable page',
		( method ) => {
			expect( bypasses( { method, uri: '/kontakt/' } ) ).toBe( true );
		}
	);

	it.each( [
		's=fussball',
		'paged=2',
		'orderby=price',
		'product_cat=buecher',
		'product_tag=neu',
		'utm_source=newsletter&utm_medium=email',
		'fbclid=abc',
		'gclid=abc',
		's=fussball&paged=2',
		'kiosk-lazy-scripts=mini-cart&compose=small&locale=de_DE&v=0123abcd',
	] )( 'keeps a page with the query string %s in the cache', ( args ) => {
		expect( bypasses( { args } ) ).toBe( false );
	} );

	it.each( [
		'add-to-cart=42',
		'wc-ajax=get_refreshed_fragments',
		'preview=true',
		'rest_route=/wc/store/v1/cart',
		'key=wc_order_abc',
		'nocache=1',
		's=fussball&add-to-cart=42',
		'add-to-cart=42&s=fussball',
		'kiosk-lazy-scripts=mini-cart&compose=small&locale=de_DE&v=0123abcd&add-to-cart=42',
	] )( 'passes a page with the query string %s to the nodes', ( args ) => {
		expect( bypasses( { args } ) ).toBe( true );
	} );

	it.each( [
		'/wp-includes/js/dist/vendor/react.min.js',
		'/wp-includes/css/dist/block-library/style.min.css',
		'/wp-content/plugins/kiosk/build/cart.js',
		'/wp-content/plugins/woocommerce/assets/client/blocks/checkout.js',
		'/wp-content/themes/kiosk-theme/fonts/source-serif-4.woff2',
		'/wp-content/uploads/2026/11/stadion.webp',
	] )(
		'keeps the file %s in the cache, with its version and for every visitor',
		( uri ) => {
			expect( bypasses( { uri, args: 'ver=7.0.4' } ) ).toBe( false );
			expect( bypasses( { uri, args: '' } ) ).toBe( false );
			expect(
				bypasses( {
					uri,
					args: 'ver=7.0.4',
					cookie: 'woocommerce_items_in_cart=1; wordpress_logged_in_0123abcd=admin%7C1',
				} )
			).toBe( false );
			expect(
				bypasses( { uri, args: 'ver=7.0.4', method: 'HEAD' } )
			).toBe( false );
		}
	);

	it.each( [
		[ '/wp-content/plugins/kiosk/build/cart.js', 'POST', '' ],
		[ '/wp-content/plugins/kiosk/kiosk.php', 'GET', 'ver=1' ],
		[ '/wp-includes/ms-files.php', 'GET', 'file=a.js' ],
		[ '/wp-admin/js/common.js', 'GET', 'ver=7.0.4' ],
		[ '/', 'GET', 'ver=7.0.4' ],
		[ '/aufstieg-perfekt-fc-jubelt/', 'GET', 'ver=1&x=.js' ],
		[ '/wp-json/wc/store/v1/cart.js', 'GET', '' ],
	] )( 'still passes %s (%s, ?%s) to the nodes', ( uri, method, args ) => {
		expect( bypasses( { uri, method, args } ) ).toBe( true );
	} );

	it( 'serves core’s files as files on a node, never through WordPress', () => {
		expect( node ).toMatch(
			/location \/wp-includes\/ \{[^}]*try_files \$uri =404;/
		);
	} );

	it( 'never keeps what it passes through', () => {
		expect( balancer ).toMatch( /proxy_cache_bypass \$kiosk_bypass;/ );
		expect( balancer ).toMatch( /proxy_no_cache \$kiosk_bypass;/ );
		expect( balancer ).toMatch( /proxy_cache_methods GET HEAD;/ );
	} );
} );

describe( 'the stack’s timeouts', () => {
	it( 'let the balancer wait longer than a node, and a node longer than PHP may run', () => {
		const php = seconds(
			fpmConfig( {
				name: 'a',
				dir: '/tmp/x',
				socket: '/tmp/x/fpm.sock',
				workers: 2,
			} ),
			'request_terminate_timeout'
		);
		const nodeRead = seconds( node, 'fastcgi_read_timeout' );
		const balancerRead = seconds( balancer, 'proxy_read_timeout' );
		expect( nodeRead ).toBeGreaterThan( php );
		expect( balancerRead ).toBeGreaterThan( nodeRead );
		// Node's fetch (the load bench's shoppers) waits 300 s for an answer's headers.
		expect( balancerRead ).toBeLessThan( 300 );
	} );

	it( 'never sends a POST on to the other node once one has had it', () => {
		const next = /proxy_next_upstream ([^;]*);/.exec( balancer );
		expect( next ).not.toBeNull();
		expect( next![ 1 ] ).not.toMatch( /non_idempotent/ );
		// Only while the request is young: a node that was slow to answer is not asked again.
		expect(
			seconds( balancer, 'proxy_next_upstream_timeout' )
		).toBeLessThan( seconds( balancer, 'proxy_read_timeout' ) );
	} );
} );

describe( 'a cache hit’s cost on the balancer', () => {
	it( 'keeps each page compressed once, by the node, and sends a hit as stored', () => {
		// The balancer asks the nodes for gzip whatever the client takes, and compresses nothing itself.
		expect( balancer ).toMatch( /proxy_set_header Accept-Encoding gzip;/ );
		expect( balancer ).not.toMatch( /^\s*gzip on;/m );
		expect( node ).toMatch( /^\s*gzip on;/m );
		// No Vary from the node: one cached copy a page, under the key a purge deletes.
		expect( node ).toMatch( /^\s*gzip_vary off;/m );
		expect( balancer ).toMatch( /proxy_cache_key \$request_uri;/ );
	} );

	it( 'unpacks the page for a client that takes no gzip, and says the answer varies by it', () => {
		expect( balancer ).toMatch( /^\s*gunzip on;/m );
		expect( balancer ).toMatch( /^\s*gzip_vary on;/m );
	} );

	it( 'never keeps a cached page open past its purge (no open_file_cache)', () => {
		// A purge deletes the cache file; an open descriptor would serve the page after it.
		expect( balancer ).not.toMatch( /open_file_cache\s/ );
	} );

	it( 'spreads the readers’ connections over its workers', () => {
		expect( balancer ).toMatch( /worker_processes auto;/ );
		expect( balancer ).toMatch( /listen 127\.0\.0\.1:8090 [^;]*reuseport/ );
	} );
} );
