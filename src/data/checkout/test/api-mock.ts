/**
 * `@kiosk/api` for the processCheckout tests: `request` a mock, a guest's
 * Store API settings, and the real shape check of an API error. In the
 * test file:
 *
 *     jest.mock( '@kiosk/api', () => jest.requireActual( './api-mock' ).mockedApi() );
 */

/** The mocked module. */
export function mockedApi(): Record< string, unknown > {
	return {
		request: jest.fn(),
		getApi: () => ( { storeApi: { get: () => ( { userId: 0 } ) } } ),
		isApiError: ( value: { code?: unknown; message?: unknown } ) =>
			typeof value?.code === 'string' &&
			typeof value?.message === 'string',
	};
}
