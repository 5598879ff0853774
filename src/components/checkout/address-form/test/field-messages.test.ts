import { createMessageCache, validationInputs } from '../field-messages';
import { validateAddressField, type AddressContext } from '../../address/rules';
import type { AddressFieldDefinition } from '../../address/types';

const field = (
	key: string,
	extra: Partial< AddressFieldDefinition > = {}
): AddressFieldDefinition => ( {
	key,
	label: key,
	optionalLabel: `${ key } (optional)`,
	required: true,
	hidden: false,
	index: 0,
	...extra,
} );

const CONTEXT: AddressContext = {
	type: 'shipping',
	countries: { DE: { name: 'Deutschland', states: {} } },
	allowedCountries: [ 'DE' ],
};

describe( 'the address form message cache', () => {
	it( 'answers as validateAddressField does, for every change it depends on', () => {
		const messageFor = createMessageCache();
		const postcode = field( 'postcode' );
		const country = field( 'country', { required: false } );
		const addresses = [
			{ country: 'DE', postcode: '' },
			{ country: 'DE', postcode: '1011' },
			{ country: 'DE', postcode: '10115' },
			{ country: '', postcode: '10115' },
			{ country: '', postcode: '' },
		];
		for ( const address of addresses ) {
			for ( const f of [ postcode, country ] ) {
				expect( messageFor( f, address, CONTEXT ) ).toBe(
					validateAddressField( f, address, CONTEXT )
				);
			}
		}
	} );

	it( 'validates a field again only when its inputs changed', () => {
		const validate = jest.fn( validateAddressField );
		jest.isolateModules( () => {
			jest.doMock( '../../address/rules', () => ( {
				...jest.requireActual( '../../address/rules' ),
				validateAddressField: validate,
			} ) );
			const { createMessageCache: create } =
				require( '../field-messages' ) as typeof import( '../field-messages' );
			const messageFor = create();
			const city = field( 'city' );
			messageFor( city, { city: 'B', first_name: 'A' }, CONTEXT );
			// Another field typed in: the city's message is the cached one.
			messageFor( city, { city: 'B', first_name: 'An' }, CONTEXT );
			expect( validate ).toHaveBeenCalledTimes( 1 );
			messageFor( city, { city: 'Be', first_name: 'An' }, CONTEXT );
			expect( validate ).toHaveBeenCalledTimes( 2 );
		} );
	} );

	it( "the country's inputs include whether a field that needs it is filled", () => {
		const country = field( 'country' );
		expect( validationInputs( country, { city: '' } ) ).not.toBe(
			validationInputs( country, { city: 'Köln' } )
		);
		expect( validationInputs( field( 'city' ), { postcode: '1' } ) ).toBe(
			validationInputs( field( 'city' ), { postcode: '12' } )
		);
	} );
} );
