/**
 * The checkout form's tree renderer: the saved tree the server prints, the
 * default layout without one, extension blocks where saved or forced.
 */
import { render, screen } from '@testing-library/react';
import {
	freshCheckoutBlocks,
	mockCheckoutBlocks,
} from '../../../../registry/test/page-registry-mock';
import { parseLayout } from '../../../../shared-ui/layout/tree';
import { RegisteredBlocks } from '../../registered-blocks';

// The checkout reads blocks through `@kiosk/registry`: in these tests, from
// a registry of each test's own.
jest.mock( '@kiosk/registry', () =>
	jest
		.requireActual( '../../../../registry/test/page-registry-mock' )
		.mockedRegistryModule()
);

beforeEach( () => {
	freshCheckoutBlocks();
} );

describe( 'parseLayout', () => {
	it( 'reads the saved tree', () => {
		const tree = [
			{
				name: 'kiosk/checkout-fields-block',
				attributes: {},
				innerBlocks: [
					{
						name: 'kiosk/checkout-terms-block',
						attributes: {},
						innerBlocks: [],
					},
				],
			},
		];
		expect( parseLayout( JSON.stringify( tree ) ) ).toEqual( tree );
	} );

	it( 'gives null (the default layout) for no tree, an empty one or broken JSON', () => {
		expect( parseLayout( undefined ) ).toBeNull();
		expect( parseLayout( '[]' ) ).toBeNull();
		expect( parseLayout( '{"name":"x"}' ) ).toBeNull();
		expect( parseLayout( '[{' ) ).toBeNull();
	} );
} );

describe( 'extension blocks in a saved tree', () => {
	const register = ( name: string, text: string, forced = false ): void =>
		mockCheckoutBlocks.registry.registerCheckoutBlock( {
			metadata: {
				name,
				parent: [ 'woocommerce/checkout-fields-block' ],
				...( forced
					? {
							attributes: {
								lock: { default: { remove: true } },
							},
						}
					: {} ),
			},
			component: () => <p>{ text }</p>,
		} );

	it( 'renders a saved block only in an area it is registered for', () => {
		register( 'acme/gift', 'Geschenk' );
		const { unmount } = render(
			<RegisteredBlocks
				area="kiosk/checkout-fields-block"
				only="acme/gift"
			/>
		);
		expect( screen.getByText( 'Geschenk' ) ).toBeTruthy();
		unmount();
		render(
			<RegisteredBlocks
				area="kiosk/checkout-contact-information-block"
				only="acme/gift"
			/>
		);
		expect( screen.queryByText( 'Geschenk' ) ).toBeNull();
	} );

	it( 'adds the forced blocks the saved area lacks, not the optional ones nor saved ones twice', () => {
		register( 'acme/optional', 'Optional' );
		register( 'acme/forced', 'Erzwungen', true );
		register( 'acme/forced-saved', 'Schon gespeichert', true );
		render(
			<RegisteredBlocks
				area="kiosk/checkout-fields-block"
				saved={ [ 'acme/forced-saved' ] }
			/>
		);
		expect( screen.getByText( 'Erzwungen' ) ).toBeTruthy();
		expect( screen.queryByText( 'Optional' ) ).toBeNull();
		expect( screen.queryByText( 'Schon gespeichert' ) ).toBeNull();
	} );
} );
