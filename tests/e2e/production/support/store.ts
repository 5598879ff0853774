/**
 * A guest shopper without a browser, whose Store API requests may go to the
 * balancer or straight to one node: its cart travels in its Cart-Token, as a
 * headless front end keeps it. Used by the tests and by `npm run bench:load`.
 */

export interface StoreAnswer {
	status: number;
	/** The node that answered (`X-Kiosk-Node`). */
	node: string;
	body: Record< string, unknown >;
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

export class Shopper {
	token = '';

	/** `baseUrl`: the balancer, unless a request names another address. */
	constructor( private readonly baseUrl: string ) {}

	async request(
		path: string,
		method = 'GET',
		data?: unknown,
		baseUrl = this.baseUrl
	): Promise< StoreAnswer > {
		const headers: Record< string, string > = {
			Accept: 'application/json',
			// The site's own host, also when a node is addressed directly.
			Host: new URL( this.baseUrl ).host,
		};
		if ( this.token ) {
			headers[ 'Cart-Token' ] = this.token;
		}
		if ( data !== undefined ) {
			headers[ 'Content-Type' ] = 'application/json';
		}
		const response = await fetch(
			`${ baseUrl }/wp-json/wc/store/v1${ path }`,
			{
				method,
				headers,
				body: data === undefined ? undefined : JSON.stringify( data ),
			}
		);
		this.token = response.headers.get( 'Cart-Token' ) || this.token;
		const text = await response.text();
		let body: Record< string, unknown >;
		try {
			body = JSON.parse( text );
		} catch {
			throw new Error(
				`Store API ${ method } ${ path } answered ${ response.status } without JSON: ${ text.slice( 0, 300 ) }`
			);
		}
		return {
			status: response.status,
			node: response.headers.get( 'x-kiosk-node' ) || '',
			body,
		};
	}

	/** Starts a cart (its token) when there is none, and adds a product. */
	async addItem( id: number, quantity = 1 ): Promise< StoreAnswer > {
		if ( ! this.token ) {
			await this.request( '/cart' );
		}
		return this.request( '/cart/add-item', 'POST', { id, quantity } );
	}

	applyCoupon( code: string ): Promise< StoreAnswer > {
		return this.request( '/cart/apply-coupon', 'POST', { code } );
	}

	/** Places the order as a guest paying by bank transfer, at `baseUrl` (a node, or the balancer). */
	checkout( email: string, baseUrl?: string ): Promise< StoreAnswer > {
		return this.request(
			'/checkout',
			'POST',
			{
				billing_address: { ...GUEST_ADDRESS, email },
				shipping_address: GUEST_ADDRESS,
				payment_method: 'bacs',
			},
			baseUrl
		);
	}
}
