import { fetchList } from '../fetch-list';

const entries = [ { handle: 'kiosk-a', src: '/a.js' } ];

describe( 'fetchList', () => {
	it( 'asks once per address, without cookies, and gives every caller the list', async () => {
		global.fetch = jest.fn().mockResolvedValue( {
			ok: true,
			json: () => Promise.resolve( entries ),
		} ) as never;
		const [ first, second ] = await Promise.all( [
			fetchList( '/?kiosk-lazy-scripts=mini-cart&v=1' ),
			fetchList( '/?kiosk-lazy-scripts=mini-cart&v=1' ),
		] );
		expect( first ).toEqual( entries );
		expect( second ).toBe( first );
		expect( await fetchList( '/?kiosk-lazy-scripts=mini-cart&v=1' ) ).toBe(
			first
		);
		expect( global.fetch ).toHaveBeenCalledTimes( 1 );
		expect( global.fetch ).toHaveBeenCalledWith(
			'/?kiosk-lazy-scripts=mini-cart&v=1',
			{ credentials: 'omit' }
		);
	} );

	it( 'rejects a failed answer and asks again on the next call', async () => {
		global.fetch = jest
			.fn()
			.mockResolvedValueOnce( { ok: false } )
			.mockResolvedValueOnce( {
				ok: true,
				json: () => Promise.resolve( entries ),
			} ) as never;
		await expect( fetchList( '/list?v=2' ) ).rejects.toThrow(
			'Could not load /list?v=2'
		);
		await expect( fetchList( '/list?v=2' ) ).resolves.toEqual( entries );
		expect( global.fetch ).toHaveBeenCalledTimes( 2 );
	} );
} );
