/** Stops the run's MariaDB and removes its folder. */
const { rmSync } = require( 'node:fs' );

module.exports = async () => {
	const state = globalThis.__kioskE2e;
	if ( state ) {
		await state.mariadb.stop();
		rmSync( state.dir, { recursive: true, force: true } );
	}
};
