import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import { NoticeList, SnackbarList, isFocusInControl, sanitizeHtml } from '..';
import { notice } from './notice';

describe( 'notices', () => {
	it( 'shows one error as an alert that can be dismissed', () => {
		const onRemove = jest.fn();
		render( <NoticeList notices={ [ notice() ] } onRemove={ onRemove } /> );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'Fehler' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Dismiss this notice' } )
		);
		expect( onRemove ).toHaveBeenCalledWith( 'n1' );
	} );

	it( 'summarises several errors', () => {
		render(
			<NoticeList
				notices={ [
					notice(),
					notice( { id: 'n2', content: 'Noch einer' } ),
				] }
				onRemove={ jest.fn() }
			/>
		);
		expect(
			screen.getByText(
				'Please fix the following errors before continuing'
			)
		).toBeInTheDocument();
		expect( screen.getAllByRole( 'listitem' ) ).toHaveLength( 2 );
	} );

	it( 'scrolls new errors into view unless focus is in a text input', () => {
		const scroll = jest.fn();
		Element.prototype.scrollIntoView = scroll;
		const { rerender } = render(
			<NoticeList notices={ [] } onRemove={ jest.fn() } />
		);
		rerender(
			<NoticeList notices={ [ notice() ] } onRemove={ jest.fn() } />
		);
		expect( scroll ).toHaveBeenCalledTimes( 1 );
		const input = document.createElement( 'input' );
		document.body.appendChild( input );
		input.focus();
		rerender(
			<NoticeList
				notices={ [ notice( { id: 'n3', content: 'Neu' } ) ] }
				onRemove={ jest.fn() }
			/>
		);
		expect( scroll ).toHaveBeenCalledTimes( 1 );
		input.remove();
	} );

	it( 'does not count a radio input as a control that keeps focus', () => {
		const radio = document.createElement( 'input' );
		radio.type = 'radio';
		document.body.appendChild( radio );
		radio.focus();
		expect( isFocusInControl() ).toBe( false );
		radio.remove();
	} );

	it( 'dismisses snackbars after 10 s with a 500 ms transition', () => {
		jest.useFakeTimers();
		const onRemove = jest.fn();
		const { container } = render(
			<SnackbarList
				notices={ [
					notice( { type: 'snackbar', status: 'success' } ),
				] }
				onRemove={ onRemove }
			/>
		);
		act( () => jest.advanceTimersByTime( 10000 ) );
		expect( container.querySelector( '.kiosk-snackbar' ) ).toHaveClass(
			'is-hiding'
		);
		expect( onRemove ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( 500 ) );
		expect( onRemove ).toHaveBeenCalledWith( 'n1' );
		jest.useRealTimers();
	} );

	it( 'gives a snackbar replaced under its id a full 10 s again', () => {
		jest.useFakeTimers();
		const onRemove = jest.fn();
		const { rerender } = render(
			<SnackbarList
				notices={ [ notice( { type: 'snackbar', content: 'Eins' } ) ] }
				onRemove={ onRemove }
			/>
		);
		act( () => jest.advanceTimersByTime( 7000 ) );
		rerender(
			<SnackbarList
				notices={ [ notice( { type: 'snackbar', content: 'Zwei' } ) ] }
				onRemove={ onRemove }
			/>
		);
		act( () => jest.advanceTimersByTime( 9000 ) );
		expect( onRemove ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( 1500 ) );
		expect( onRemove ).toHaveBeenCalledWith( 'n1' );
		jest.useRealTimers();
	} );

	it( 'sanitises server HTML to the allowed tags and attributes', async () => {
		const clean = await sanitizeHtml(
			'<p onclick="x()">Hi <a href="/warenkorb/" style="x" target="_blank">Warenkorb</a><script>alert(1)</script><img src=x onerror=alert(1)><strong>!</strong></p>'
		);
		expect( clean ).toBe(
			'<p>Hi <a href="/warenkorb/" target="_blank">Warenkorb</a><strong>!</strong></p>'
		);
	} );

	it( 'renders notice markup only after sanitising', async () => {
		render(
			<NoticeList
				notices={ [
					notice( {
						content:
							'Siehe <a href="/agb/">AGB</a><img src=x onerror="alert(1)">',
					} ),
				] }
				onRemove={ jest.fn() }
			/>
		);
		await waitFor( () =>
			expect(
				screen.getByRole( 'link', { name: 'AGB' } )
			).toHaveAttribute( 'href', '/agb/' )
		);
		expect( document.querySelector( 'img' ) ).toBeNull();
	} );

	it( 'decodes entities in plain text', () => {
		render(
			<NoticeList
				notices={ [ notice( { content: 'Gutschein &quot;X&quot;' } ) ] }
				onRemove={ jest.fn() }
			/>
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Gutschein "X"'
		);
	} );
} );
