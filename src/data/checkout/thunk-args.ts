/**
 * What @wordpress/data hands a `kiosk/checkout` thunk (the other stores are
 * reached by key through `registry`).
 */
export interface ThunkArgs {
	dispatch: any;
	select: any;
	registry?: {
		dispatch: ( key: string ) => any;
		select: ( key: string ) => any;
		subscribe?: ( listener: () => void ) => () => void;
	};
}
