import { mountEarly } from '../mount-early';

describe( 'mountEarly', () => {
	const readyState = jest.spyOn( document, 'readyState', 'get' );
	afterAll( () => readyState.mockRestore() );

	it( 'mounts at once while the document is still parsed, and again when it is parsed', () => {
		readyState.mockReturnValue( 'loading' );
		const mount = jest.fn();
		mountEarly( mount );
		expect( mount ).toHaveBeenCalledTimes( 1 );
		document.dispatchEvent( new Event( 'DOMContentLoaded' ) );
		expect( mount ).toHaveBeenCalledTimes( 2 );
		document.dispatchEvent( new Event( 'DOMContentLoaded' ) );
		expect( mount ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'mounts once when the document is already parsed', () => {
		readyState.mockReturnValue( 'complete' );
		const mount = jest.fn();
		mountEarly( mount );
		document.dispatchEvent( new Event( 'DOMContentLoaded' ) );
		expect( mount ).toHaveBeenCalledTimes( 1 );
	} );
} );
