/**
 * The bench's output: tables on stdout, JSON in bench/results/, and the
 * ratio against bench/baseline.json.
 */
import { BUDGETS, overBudget } from '../../tests/e2e/support/measure.ts';

const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );
const ms = ( value ) =>
	value === null || value === undefined ? '–' : String( Math.round( value ) );
const num = ( value, digits = 3 ) =>
	value === null || value === undefined ? '–' : value.toFixed( digits );

/** A fixed-width text table. */
export function table( header, rows ) {
	const widths = header.map( ( h, i ) =>
		Math.max( h.length, ...rows.map( ( r ) => String( r[ i ] ).length ) )
	);
	const line = ( cells ) =>
		cells
			.map( ( c, i ) =>
				i === 0
					? String( c ).padEnd( widths[ i ] )
					: String( c ).padStart( widths[ i ] )
			)
			.join( '  ' );
	return [
		line( header ),
		widths.map( ( w ) => '-'.repeat( w ) ).join( '  ' ),
		...rows.map( line ),
	].join( '\n' );
}

function budgetCell( m ) {
	if ( m.error ) {
		return 'n/a';
	}
	if ( ! BUDGETS[ m.type ] ) {
		return '–';
	}
	const misses = overBudget( m );
	return misses.length ? `FAIL ${ misses.length }` : 'ok';
}

/** The bytes table (KB = 1024 bytes). */
export function bytesTable( pages ) {
	return table(
		[
			'page',
			'status',
			'req',
			'js#',
			'JS raw',
			'JS gz',
			'JS br',
			'css#',
			'CSS raw',
			'CSS gz',
			'CSS br',
			'HTML br',
			'inline JS',
			'fonts',
			'budget',
		],
		pages.map( ( { bytes: m } ) =>
			m.error
				? [
						m.type,
						m.status || '–',
						'',
						'',
						'',
						'',
						'',
						'',
						'',
						'',
						'',
						'',
						'',
						'',
						'n/a (see below)',
					]
				: [
						m.type,
						m.status,
						m.requests,
						m.scripts.length,
						kb( m.js.raw ),
						kb( m.js.gzip ),
						kb( m.js.brotli ),
						m.styles.length,
						kb( m.css.raw ),
						kb( m.css.gzip ),
						kb( m.css.brotli ),
						kb( m.html.brotli ),
						kb( m.inlineJs ),
						kb( m.fonts ),
						budgetCell( m ),
					]
		)
	);
}

/** Why pages could not be measured, one line each. */
export function errorLines( pages ) {
	return pages
		.filter( ( p ) => p.bytes?.error )
		.map( ( p ) => `  ${ p.type }: ${ p.bytes.error }` )
		.join( '\n' );
}

function lighthouseCell( l ) {
	if ( ! l ) {
		return '–';
	}
	return l.error ? 'err' : ( l.performance ?? '–' );
}

/** The timings and Lighthouse table. */
export function speedTable( pages ) {
	return table(
		[
			'page',
			'FCP ms',
			'LCP ms',
			'TBT ms',
			'CLS',
			'LH perf',
			'a11y',
			'best pr.',
			'SEO',
			'LH LCP',
			'LH TBT',
		],
		pages.map( ( { type, timings: t, lighthouse: l } ) => [
			type,
			t?.error ? 'err' : ms( t?.fcp ),
			t?.error ? '' : ms( t?.lcp ),
			t?.error ? '' : ms( t?.tbt ),
			t?.error ? '' : num( t?.cls ),
			lighthouseCell( l ),
			l && ! l.error ? ( l.accessibility ?? '–' ) : '',
			l && ! l.error ? ( l.bestPractices ?? '–' ) : '',
			l && ! l.error ? ( l.seo ?? '–' ) : '',
			l && ! l.error ? ms( l.metrics.lcp ) : '',
			l && ! l.error ? ms( l.metrics.tbt ) : '',
		] )
	);
}

/** The interaction costs as lines. */
export function interactionLines( interactions ) {
	if ( ! interactions ) {
		return 'interactions: skipped';
	}
	const {
		keystroke,
		keystrokeThrottled,
		keystrokeWoo,
		journey,
		quantityClicks,
	} = interactions;
	// The bare inputs (no handler of their own): on the page loaded without
	// scripts (the browser's work for its HTML and CSS), at the top of the
	// page (plus the page scripts' document-wide listeners), and inside the
	// checkout form (plus React's root listeners); and the reference
	// documents of one input each, blank and rendered by React: what a
	// keystroke costs on this machine before any page. The worst field's cost
	// above the page's floor is what the field's own scripts add, the figure
	// to compare across machines (the floors move with the machine).
	const perKey = ( value ) =>
		typeof value === 'number' ? `${ value.toFixed( 1 ) } ms` : '–';
	const floor = ( k ) => {
		if ( typeof k?.floorMs !== 'number' ) {
			return '';
		}
		const above =
			typeof k.perKeystrokeMs === 'number'
				? `; the worst field costs ${ Math.max( 0, k.perKeystrokeMs - k.floorMs ).toFixed( 1 ) } ms above the page's floor`
				: '';
		const references =
			k.floors && 'blankMs' in k.floors
				? `\n    reference documents (no page): one input ${ perKey( k.floors.blankMs ) }, one input rendered by React ${ perKey( k.floors.reactMs ) }, the first of 15 address fields rendered by React ${ perKey( k.floors.reactFormMs ) }`
				: '';
		return k.floors
			? `\n    bare inputs: page without scripts ${ perKey( k.floors.noScriptMs ) }, top of the page ${ perKey( k.floors.pageMs ) }, inside the checkout form ${ perKey( k.floors.formMs ) }${ above }${ references }`
			: `; a bare input on the same page (no script): ${ perKey( k.floorMs ) }${ above }`;
	};
	const key = ( k ) =>
		k.error
			? `failed (${ k.error })`
			: `worst field ${ k.perKeystrokeMs.toFixed( 1 ) } ms main thread per keystroke${ k.rounds ? ` (median of ${ k.rounds } rounds per field; the rounds in brackets)` : '' }, longest event ${ Math.round( k.maxEventMs ) } ms (${ k.keystrokes } keys)${
					k.fields
						? `\n    ${ k.fields
								.map( ( f ) =>
									f.missing
										? `${ f.field }: not in the form`
										: `${ f.field } ${ f.perKeystrokeMs.toFixed( 1 ) } ms${ f.roundsMs ? ` [${ f.roundsMs.map( ( r ) => r.toFixed( 1 ) ).join( ' ' ) }]` : '' } (longest event ${ Math.round( f.maxEventMs ) } ms)`
								)
								.join( ', ' ) }`
						: ''
				}`;
	return [
		`keystroke in every checkout field type (20 keys each), 1× CPU: ${ key( keystroke ) }${ floor( keystroke ) }`,
		`keystroke in every checkout field type (20 keys each), 4× CPU: ${ key( keystrokeThrottled ) }${ floor( keystrokeThrottled ) }`,
		...( keystrokeWoo
			? [
					`the same in WooCommerce's own checkout (${ keystrokeWoo.path || 'same site' }), 4× CPU: ${ key( keystrokeWoo ) }${ floor( keystrokeWoo ) }`,
				]
			: [] ),
		`journey add to cart → order received: ${
			journey.error
				? `failed (${ journey.error })`
				: `${ journey.requests } requests (${ Object.entries(
						journey.byType
					)
						.map( ( [ t, n ] ) => `${ t } ${ n }` )
						.join( ', ' ) }); API: ${ journey.api.join( ', ' ) }`
		}`,
		`five fast quantity clicks: ${ quantityClicks.error ? `failed (${ quantityClicks.error })` : `${ quantityClicks.requests } API requests (${ quantityClicks.api.join( ', ' ) })` }`,
	].join( '\n' );
}

/** Lighthouse audits that lost points, per page (only the failing ones). */
export function lighthouseLosses( pages ) {
	const lines = [];
	for ( const { type, lighthouse: l } of pages ) {
		if ( ! l ) {
			continue;
		}
		if ( l.error ) {
			lines.push( `${ type }: Lighthouse failed: ${ l.error }` );
			continue;
		}
		const parts = Object.entries( l.lost )
			.filter(
				( [ category, audits ] ) =>
					audits.length && category !== 'performance'
			)
			.map(
				( [ category, audits ] ) =>
					`${ category }: ${ audits.map( ( a ) => a.id ).join( ', ' ) }`
			);
		if ( l.performance !== null && l.performance < 95 ) {
			parts.push(
				`performance: ${ l.lost.performance
					.slice( 0, 5 )
					.map(
						( a ) =>
							`${ a.id }${ a.value ? ` (${ a.value })` : '' }`
					)
					.join( ', ' ) }`
			);
		}
		if ( l.blocked ) {
			parts.push(
				`refused ${ l.blocked.join( ', ' ) } (--lighthouse-block: not the page as sent)`
			);
		}
		if ( parts.length ) {
			lines.push( `${ type }: ${ parts.join( '; ' ) }` );
		}
	}
	return lines.join( '\n' );
}

/** The figures compared in `--compare`, per page. */
function figures( page ) {
	const m = page.bytes;
	return {
		'JS br': m && ! m.error ? m.js.brotli : null,
		'CSS br': m && ! m.error ? m.css.brotli : null,
		req: m && ! m.error ? m.requests : null,
		FCP: page.timings?.fcp ?? null,
		LCP: page.timings?.lcp ?? null,
		TBT: page.timings?.tbt ?? null,
		'LH perf': page.lighthouse?.performance ?? null,
	};
}

/** Ratios current / baseline per page and figure (1.00 = unchanged). */
export function compareTable( current, baseline ) {
	const names = Object.keys( figures( {} ) );
	const rows = current.pages.map( ( page ) => {
		const before = baseline.pages.find( ( p ) => p.type === page.type );
		const now = figures( page );
		const then = before ? figures( before ) : {};
		return [
			page.type,
			...names.map( ( n ) =>
				now[ n ] === null || ! then[ n ]
					? '–'
					: `${ ( now[ n ] / then[ n ] ).toFixed( 2 ) }×`
			),
		];
	} );
	const i = ( r ) => r?.keystroke?.perKeystrokeMs;
	const j = ( r ) => r?.journey?.requests;
	const q = ( r ) => r?.quantityClicks?.requests;
	const ratio = ( a, b ) =>
		typeof a === 'number' && typeof b === 'number' && b
			? `${ ( a / b ).toFixed( 2 ) }×`
			: '–';
	return [
		`ratio against bench/baseline.json (${ baseline.date }, ${ baseline.commit || '?' }); < 1 is better`,
		table( [ 'page', ...names ], rows ),
		`keystroke ms: ${ ratio( i( current.interactions ), i( baseline.interactions ) ) }, journey requests: ${ ratio( j( current.interactions ), j( baseline.interactions ) ) }, quantity-click requests: ${ ratio( q( current.interactions ), q( baseline.interactions ) ) }`,
	].join( '\n' );
}

const ratioCell = ( a, b, digits = 2 ) =>
	typeof a === 'number' && typeof b === 'number' && b > 0
		? ( a / b ).toFixed( digits )
		: '–';

/**
 * Kiosk against WooCommerce's own blocks: per page and viewport a row for
 * each and one for the ratio Kiosk / WooCommerce (< 1: Kiosk less/faster).
 */
export function versusTable( versus ) {
	const rows = [];
	for ( const row of versus.rows ) {
		const label = `${ row.type } ${ row.viewport } ${ row.cpu }×`;
		const cells = ( who, name ) => {
			const { bytes: b, timings: t } = row[ who ];
			return [
				label,
				name,
				kb( b.jsOwn ),
				kb( b.jsCore ),
				kb( b.jsOther ),
				kb( b.js ),
				kb( b.css ),
				b.requests,
				ms( t.fcp ),
				ms( t.lcp ),
				ms( t.tbt ),
				num( t.cls ),
				t.notUsable
					? `${ ms( t.usable ) } (${ t.notUsable } never)`
					: ms( t.usable ),
				t.notReady
					? `${ ms( t.ready ) } (${ t.notReady } never)`
					: ms( t.ready ),
				`${ t.skeletons }/${ t.loads - ( t.failed || 0 ) }${ t.failed ? ` (${ t.failed } failed)` : '' }`,
			];
		};
		rows.push( cells( 'kiosk', 'Kiosk' ), cells( 'woo', 'WooCommerce' ) );
		const k = row.kiosk;
		const w = row.woo;
		rows.push( [
			label,
			'Kiosk/Woo',
			'',
			'',
			'',
			ratioCell( k.bytes.js, w.bytes.js ),
			ratioCell( k.bytes.css, w.bytes.css ),
			ratioCell( k.bytes.requests, w.bytes.requests ),
			ratioCell( k.timings.fcp, w.timings.fcp ),
			ratioCell( k.timings.lcp, w.timings.lcp ),
			ratioCell( k.timings.tbt, w.timings.tbt ),
			'',
			ratioCell( k.timings.usable, w.timings.usable ),
			ratioCell( k.timings.ready, w.timings.ready ),
			'',
		] );
	}
	const lines = [
		table(
			[
				'page',
				'who',
				'JS own',
				'JS core',
				'JS other',
				'JS all',
				'CSS',
				'req',
				'FCP ms',
				'LCP ms',
				'TBT ms',
				'CLS',
				'usable ms',
				'ready ms',
				'skeleton',
			],
			rows
		),
	];
	lines.push(
		'usable: the first thing a shopper does works (checkout: the email field takes typing; cart: the first "+" of the quantity); ready: the main control works (checkout: place order; cart: proceed to checkout). scripts/bench/FIGURES.md'
	);
	for ( const p of versus.proofs || [] ) {
		lines.push(
			`proof, ${ p.type } ${ p.who === 'kiosk' ? 'Kiosk' : 'WooCommerce' } ${ p.viewport }: ${
				p.error
					? `error (${ p.error })`
					: `acted at ${ ms( p.actedAt ) } ms (usable ${ ms( p.usable ) } ms), ${ p.held ? 'held' : 'LOST' } after the page finished (ready ${ ms( p.ready ) } ms)`
			}`
		);
	}
	const lh = versus.lighthouse;
	if ( lh ) {
		const score = ( l ) =>
			l.error
				? `error (${ l.error })`
				: `performance ${ l.performance }, accessibility ${ l.accessibility }, best practices ${ l.bestPractices }, SEO ${ l.seo } (LCP ${ ms( l.metrics.lcp ) } ms, TBT ${ ms( l.metrics.tbt ) } ms)`;
		lines.push(
			`Lighthouse 12 mobile, filled cart: Kiosk ${ score( lh.kiosk ) }`,
			`                                   WooCommerce ${ score( lh.woo ) }`
		);
	} else {
		lines.push( 'Lighthouse: not run (--no-lighthouse or --quick)' );
	}
	return lines.join( '\n' );
}

/**
 * The typing section alone (`--typing-only`): per field at 4× CPU, its cost
 * above the React reference document's (same run) against ARCHITECTURE.md's
 * allowance of 2 ms, the blank document's, and beside it the cost above
 * React's form of 15 address fields (the checkout's shape).
 */
export function typingLines( k ) {
	if ( ! k || k.error ) {
		return `typing: failed (${ k?.error })`;
	}
	const react = k.floors?.reactMs;
	const reactForm = k.floors?.reactFormMs;
	const fixed = ( v ) => ( typeof v === 'number' ? v.toFixed( 1 ) : '–' );
	const lines = [
		`per keystroke, ${ k.cpu }× CPU, median of ${ k.rounds } rounds: references blank ${ fixed( k.floors?.blankMs ) } ms, React ${ fixed( react ) } ms, React's 15 address fields ${ fixed( reactForm ) } ms; bare inputs: page without scripts ${ fixed( k.floors?.noScriptMs ) } ms, top of the page ${ fixed( k.floors?.pageMs ) } ms, inside the form ${ fixed( k.floors?.formMs ) } ms`,
	];
	for ( const f of k.fields ) {
		if ( f.missing ) {
			lines.push( `  ${ f.field }: not in the form` );
			continue;
		}
		const over =
			typeof react === 'number' ? f.perKeystrokeMs - react : null;
		let verdict = 'no reference';
		if ( over !== null ) {
			verdict = over <= 2 ? 'within +2 ms' : 'ABOVE +2 ms';
		}
		const sign = over !== null && over >= 0 ? '+' : '';
		// Beside the target: against React's form of the checkout's shape.
		const overForm =
			typeof reactForm === 'number' ? f.perKeystrokeMs - reactForm : null;
		const formSign = overForm !== null && overForm >= 0 ? '+' : '';
		lines.push(
			`  ${ f.field }: ${ fixed( f.perKeystrokeMs ) } ms [${ f.roundsMs.map( fixed ).join( ' ' ) }], against the React reference ${ sign }${ fixed( over ) } ms: ${ verdict }; against React's 15 fields ${ formSign }${ fixed( overForm ) } ms (longest event ${ Math.round( f.maxEventMs ) } ms)`
		);
	}
	return lines.join( '\n' );
}
