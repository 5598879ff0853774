/** Stops the run's MariaDB and removes its folder. */
module.exports = async () => {
	const run = globalThis.__kioskE2e;
	if ( run ) {
		await run.stop();
	}
};
