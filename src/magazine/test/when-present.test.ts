import { whenPresent } from '../when-present';
import { themeMarkup } from './theme-markup';

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'whenPresent', () => {
	it( 'loads nothing where the markup is missing', () => {
		themeMarkup( '<p>Artikel</p>' );
		const load = jest.fn();
		whenPresent( '[data-kiosk-ticker]', load )( document )();
		expect( load ).not.toHaveBeenCalled();
	} );

	it( 'loads the module where the markup is and runs its init on the root, with its teardown', async () => {
		themeMarkup( '<section data-kiosk-ticker></section>' );
		const teardown = jest.fn();
		const init = jest.fn( () => teardown );
		const stop = whenPresent( '[data-kiosk-ticker]', () =>
			Promise.resolve( { init } )
		)( document );
		await flush();
		expect( init ).toHaveBeenCalledWith( document );
		stop();
		expect( teardown ).toHaveBeenCalled();
	} );

	it( 'does not start a module that arrives after the teardown, and survives a chunk that fails', async () => {
		themeMarkup( '<div data-kiosk-map></div>' );
		const init = jest.fn( () => () => {} );
		whenPresent( '[data-kiosk-map]', () => Promise.resolve( { init } ) )(
			document
		)();
		await flush();
		expect( init ).not.toHaveBeenCalled();
		const failing = whenPresent( '[data-kiosk-map]', () =>
			Promise.reject( new Error( 'ChunkLoadError' ) )
		)( document );
		await flush();
		expect( failing ).not.toThrow();
	} );
} );
