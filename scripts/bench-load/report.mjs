/**
 * Prints the load bench's figures as a reader of the issue wants them.
 */
const pct = ( v ) => `${ ( v * 100 ).toFixed( 1 ) } %`;

export function printReport( {
	readers,
	shoppers,
	checks,
	load,
	cores,
	serverCost,
} ) {
	console.log(
		`\nload average (1/5/15 min) on ${ cores } cores: before ${ load.before.join( ' ' ) }, after ${ load.after.join( ' ' ) }`
	);
	const row = ( name, r ) =>
		`${ name.padEnd( 26 ) }${ String( r.perSecond ).padStart( 8 ) }${ String( r.p50 ).padStart( 8 ) }${ String( r.p99 ).padStart( 8 ) }${ pct( r.hitRatio ).padStart( 9 ) }${ String( r.errors ).padStart( 8 ) }${ String( r.requests ).padStart( 10 ) }`;
	console.log(
		`\nreaders (front page + article)  req/s  p50 ms  p99 ms   hits   errors  requests`
	);
	console.log(
		row(
			`from the cache (${ readers.cached.rateAsked }/s asked)`,
			readers.cached
		)
	);
	console.log(
		`  CPU a request from the cache: sender (autocannon) ${ readers.cached.senderMsPerRequest } ms, balancer (nginx workers) ${ readers.cached.balancerMsPerRequest } ms`
	);
	console.log( row( 'past the cache (nodes)', readers.uncached ) );
	console.log(
		row(
			`cache, while shopping (${ readers.whileShopping.rateAsked }/s)`,
			readers.whileShopping
		)
	);
	console.log(
		`\nshoppers: ${ shoppers.count } at once, ${ shoppers.seconds.toFixed( 1 ) } s, nodes ${ JSON.stringify( shoppers.nodes ) }`
	);
	for ( const [ step, t ] of Object.entries( shoppers.steps ) ) {
		console.log(
			`  ${ step.padEnd( 8 ) } p50 ${ t.p50 } ms  p99 ${ t.p99 } ms`
		);
	}
	console.log(
		`  errors ${ shoppers.errors.length }; checkouts refused as busy and placed again ${ shoppers.busyRetries }`
	);
	console.log(
		`  orders in the database ${ checks.orders } of ${ shoppers.count } (answered as placed ${ checks.answered }, placed but answer lost ${ checks.answerLost }, no order ${ checks.noOrder }, twice ${ checks.twice })`
	);
	console.log(
		`  stock ${ checks.stock } (expected ${ checks.stockExpected }), carts mixed up ${ checks.mixedUp }: ${ checks.ok && ! shoppers.errors.length ? 'OK' : 'FAILED' }`
	);
	for ( const error of shoppers.errors.slice( 0, 10 ) ) {
		console.log( `  ${ error }` );
	}
	console.log(
		`\nKiosk's server cost (M instructions a request, callgrind, Redis object cache)`
	);
	if ( serverCost.error ) {
		console.log( `  not measured: ${ serverCost.error }` );
		return;
	}
	for ( const [ name, v ] of Object.entries( serverCost ) ) {
		console.log(
			`  ${ name.padEnd( 22 ) } with ${ v.with }  without ${ v.without }  added ${ v.added } %`
		);
	}
}
