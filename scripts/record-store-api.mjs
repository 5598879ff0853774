/**
 * Records Store API responses from the real stack into
 * tests/contract/fixtures/store-api/, for the contract test that checks
 * src/types/store-api.ts against them. Starts a throw-away site of its own
 * (the template's demo shop), walks a guest's purchase, and writes one file
 * per response: { type, request, status, body }.
 *
 *   node scripts/record-store-api.mjs
 */
import {
	mkdirSync,
	mkdtempSync,
	readdirSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureArchives } from './stack/archives.cjs';
import { installKioskFromZips } from './stack/kiosk.cjs';
import { startMariaDb } from './stack/mariadb.cjs';
import { ROOT } from './stack/paths.cjs';
import { ensureRuntime } from './stack/runtime.cjs';
import { freePort, startServer } from './stack/server.cjs';
import { createSite, ensureTemplate } from './stack/template.cjs';

const OUT = join( ROOT, 'tests', 'contract', 'fixtures', 'store-api' );
const ADDRESS = {
	first_name: 'Erika',
	last_name: 'Mustermann',
	company: '',
	address_1: 'Hafenstraße 12',
	address_2: '',
	city: 'Hamburg',
	state: '',
	postcode: '20457',
	country: 'DE',
	phone: '040 1234567',
};

ensureRuntime();
await ensureArchives();
installKioskFromZips( { build: false } );
const work = mkdtempSync( join( tmpdir(), 'kiosk-record-' ) );
const mariadb = await startMariaDb( join( work, 'db' ) );
await ensureTemplate( mariadb );
const port = await freePort();
const env = createSite( mariadb, {
	dir: join( work, 'site' ),
	db: 'record',
	url: `http://localhost:${ port }`,
} );
const server = await startServer( { env, port } );
const base = `${ server.url }/wp-json/wc/store/v1`;

const headers = { 'Content-Type': 'application/json' };
let count = 0;
rmSync( OUT, { recursive: true, force: true } );
mkdirSync( OUT, { recursive: true } );

/** One request; keeps the session (Cart-Token) and the Nonce; records the answer. */
async function record( name, type, method, path, body ) {
	const response = await fetch( `${ base }${ path }`, {
		method,
		headers,
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	for ( const header of [ 'Nonce', 'Cart-Token' ] ) {
		const value = response.headers.get( header );
		if ( value ) {
			headers[ header ] = value;
		}
	}
	const json = await response.json();
	const file = `${ String( ++count ).padStart( 2, '0' ) }-${ name }.json`;
	writeFileSync(
		join( OUT, file ),
		JSON.stringify(
			{
				type,
				request: `${ method } ${ path }`,
				status: response.status,
				body: json,
			},
			null,
			'\t'
		) + '\n'
	);
	console.log( `${ file }: ${ response.status }` );
	return json;
}

try {
	await record( 'cart-empty', 'CartResponse', 'GET', '/cart' );
	const products = await record(
		'products',
		'Product[]',
		'GET',
		'/products?per_page=100'
	);
	const simple = products.find(
		( p ) =>
			p.type === 'simple' &&
			p.is_purchasable &&
			p.is_in_stock &&
			! p.sold_individually
	);
	const variable = products.find( ( p ) => p.type === 'variable' );
	const soldOut = products.find( ( p ) => ! p.is_in_stock );
	if ( variable ) {
		await record(
			'product-variable',
			'Product',
			'GET',
			`/products/${ variable.id }`
		);
	}
	await record( 'add-item', 'CartResponse', 'POST', '/cart/add-item', {
		id: simple.id,
		quantity: 2,
	} );
	if ( variable?.variations?.length ) {
		await record(
			'add-variation',
			'CartResponse',
			'POST',
			'/cart/add-item',
			{
				id: variable.variations[ 0 ].id,
				quantity: 1,
			}
		);
	}
	if ( soldOut ) {
		await record(
			'add-sold-out',
			'StoreApiError',
			'POST',
			'/cart/add-item',
			{ id: soldOut.id, quantity: 1 }
		);
	}
	await record(
		'apply-coupon',
		'CartResponse',
		'POST',
		'/cart/apply-coupon',
		{
			code: 'SOMMER10',
		}
	);
	await record(
		'apply-coupon-invalid',
		'StoreApiError',
		'POST',
		'/cart/apply-coupon',
		{ code: 'falsch' }
	);
	const cart = await record(
		'update-customer',
		'CartResponse',
		'POST',
		'/cart/update-customer',
		{
			shipping_address: ADDRESS,
			billing_address: { ...ADDRESS, email: 'erika@example.org' },
		}
	);
	const rate = cart.shipping_rates?.[ 0 ]?.shipping_rates?.find(
		( r ) => r.method_id === 'flat_rate'
	);
	if ( rate ) {
		await record(
			'select-shipping-rate',
			'CartResponse',
			'POST',
			'/cart/select-shipping-rate',
			{
				package_id: 0,
				rate_id: rate.rate_id,
			}
		);
	}
	await record( 'checkout-draft', 'CheckoutResponse', 'GET', '/checkout' );
	await record( 'checkout-invalid', 'StoreApiError', 'POST', '/checkout', {
		billing_address: { ...ADDRESS, email: 'keine-adresse' },
		shipping_address: ADDRESS,
		payment_method: 'bacs',
	} );
	await record( 'checkout', 'CheckoutResponse', 'POST', '/checkout', {
		billing_address: { ...ADDRESS, email: 'erika@example.org' },
		shipping_address: ADDRESS,
		customer_note: 'Bitte beim Nachbarn abgeben.',
		payment_method: 'bacs',
	} );
	console.log( `${ readdirSync( OUT ).length } fixtures in ${ OUT }` );
} finally {
	await server.stop();
	await mariadb.stop();
	rmSync( work, { recursive: true, force: true } );
}
