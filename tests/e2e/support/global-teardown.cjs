/**
 * Closes the shared Chromium of a run in band (support/environment.cjs), then
 * stops the run's MariaDB and removes its folder.
 */
const { closeSharedChromium } = require( './environment.cjs' );

module.exports = async () => {
	await closeSharedChromium();
	const run = globalThis.__kioskE2e;
	if ( run ) {
		await run.stop();
	}
};
