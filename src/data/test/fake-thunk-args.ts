/**
 * A test's fake of what @wordpress/data hands a thunk, as the thunk's
 * argument type: the test hands in only what the thunk reads (a few
 * actions as jest mocks, a few selectors), not a whole store.
 */
export function fakeThunkArgs( fake: object ): never {
	return fake as never;
}
