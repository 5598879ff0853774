/**
 * A CDP trace of a page's session: started with the categories asked for,
 * its events collected until `stop()`.
 */

/**
 * Starts a trace on `cdp` (a CDP session); `stop()` ends it and resolves
 * to its events.
 *
 * @param {import('playwright-core').CDPSession} cdp
 * @param {string}                               categories Trace categories, comma separated.
 * @return {Promise<{ stop: () => Promise<object[]> }>} The running trace.
 */
export async function startTrace( cdp, categories ) {
	const events = [];
	const collect = ( { value } ) => events.push( ...value );
	cdp.on( 'Tracing.dataCollected', collect );
	const complete = new Promise( ( resolve ) =>
		cdp.once( 'Tracing.tracingComplete', resolve )
	);
	await cdp.send( 'Tracing.start', {
		categories,
		transferMode: 'ReportEvents',
	} );
	return {
		async stop() {
			await cdp.send( 'Tracing.end' );
			await complete;
			cdp.off( 'Tracing.dataCollected', collect );
			return events;
		},
	};
}
