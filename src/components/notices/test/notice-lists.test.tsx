import { fireEvent, render, screen } from '@testing-library/react';
import { noticeLists } from '../notice-lists';
import { notice } from './notice';

describe( 'noticeLists', () => {
	it( 'shows inline notices as banners and snackbars in the snackbar list', () => {
		const { container } = render(
			noticeLists(
				[
					notice(),
					notice( {
						id: 's1',
						status: 'success',
						content: 'Gespeichert',
						type: 'snackbar',
					} ),
				],
				jest.fn()
			)
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'Fehler' );
		expect( screen.getByRole( 'alert' ) ).not.toHaveTextContent(
			'Gespeichert'
		);
		const snackbars = container.querySelectorAll( '.kiosk-snackbar' );
		expect( snackbars ).toHaveLength( 1 );
		expect( snackbars[ 0 ] ).toHaveTextContent( 'Gespeichert' );
	} );

	it( 'dismisses an inline notice through onRemove with its id', () => {
		const onRemove = jest.fn();
		render( noticeLists( [ notice() ], onRemove ) );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Dismiss this notice' } )
		);
		expect( onRemove ).toHaveBeenCalledWith( 'n1' );
	} );

	it( 'renders nothing for no notices', () => {
		const { container } = render( noticeLists( [], jest.fn() ) );
		expect( container.textContent ).toBe( '' );
	} );
} );
