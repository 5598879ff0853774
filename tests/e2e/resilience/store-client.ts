/**
 * A shopper without a browser: a node HTTP client of the Store API with a
 * cart of its own (its Cart-Token, as a headless front end keeps it). Used
 * to race many shoppers at once without a Chromium each.
 */

export interface StoreAnswer< T = Record< string, unknown > > {
	status: number;
	body: T;
}

/** A German guest's address for the checkout. */
export const GUEST_ADDRESS = {
	first_name: 'Renate',
	last_name: 'Rennt',
	address_1: 'Laufweg 3',
	postcode: '10115',
	city: 'Berlin',
	country: 'DE',
};

export class StoreClient {
	private token = '';

	constructor( private readonly baseUrl: string ) {}

	/** Sends one Store API request with this shopper's Cart-Token. */
	async request< T = Record< string, unknown > >(
		path: string,
		method = 'GET',
		data?: unknown
	): Promise< StoreAnswer< T > > {
		const headers: Record< string, string > = {
			Accept: 'application/json',
		};
		if ( this.token ) {
			headers[ 'Cart-Token' ] = this.token;
		}
		if ( data !== undefined ) {
			headers[ 'Content-Type' ] = 'application/json';
		}
		const response = await fetch(
			`${ this.baseUrl }/wp-json/wc/store/v1${ path }`,
			{
				method,
				headers,
				body: data === undefined ? undefined : JSON.stringify( data ),
			}
		);
		this.token = response.headers.get( 'Cart-Token' ) || this.token;
		const text = await response.text();
		let body: T;
		try {
			body = JSON.parse( text ) as T;
		} catch {
			throw new Error(
				`Store API ${ method } ${ path } answered ${ response.status } without JSON: ${ text.slice( 0, 300 ) }`
			);
		}
		return { status: response.status, body };
	}

	/** Starts a cart (its token) and adds a product. */
	async addItem( id: number, quantity = 1 ): Promise< StoreAnswer > {
		if ( ! this.token ) {
			await this.request( '/cart' );
		}
		return this.request( '/cart/add-item', 'POST', { id, quantity } );
	}

	/** Places the order as a guest paying by bank transfer. */
	checkout( email: string ): Promise< StoreAnswer > {
		return this.request( '/checkout', 'POST', {
			billing_address: { ...GUEST_ADDRESS, email },
			shipping_address: GUEST_ADDRESS,
			payment_method: 'bacs',
		} );
	}
}
