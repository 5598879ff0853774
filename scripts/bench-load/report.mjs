/**
 * Prints the load bench's figures as a reader of the issue wants them.
 */
const pct = ( v ) => `${ ( v * 100 ).toFixed( 1 ) } %`;

export function printReport( { readers, shoppers, checks } ) {
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
		`  errors ${ shoppers.errors.length }, orders ${ checks.orders }, stock ${ checks.stock } (expected ${ checks.stockExpected }), carts mixed up ${ checks.mixedUp }: ${ checks.ok && ! shoppers.errors.length ? 'OK' : 'FAILED' }`
	);
	for ( const error of shoppers.errors.slice( 0, 10 ) ) {
		console.log( `  ${ error }` );
	}
}
