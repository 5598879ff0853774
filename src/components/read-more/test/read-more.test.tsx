import { fireEvent, render, screen } from '@testing-library/react';
import { ReadMore } from '..';
import { containerWidthClass } from '../../container-width';
import { BlockError } from '../../block-error';

const long =
	'<p>' +
	Array.from( { length: 20 }, ( _, i ) => `Wort${ i }` ).join( ' ' ) +
	'</p>';

describe( 'ReadMore', () => {
	it( 'shows 15 words and expands and collapses', () => {
		render( <ReadMore html={ long } /> );
		expect( screen.getByText( /Wort14…$/ ) ).toBeInTheDocument();
		fireEvent.click( screen.getByRole( 'button', { name: 'Read more' } ) );
		expect( screen.getByText( /Wort19$/ ) ).toBeInTheDocument();
		fireEvent.click( screen.getByRole( 'button', { name: 'Read less' } ) );
		expect(
			screen.getByRole( 'button', { name: 'Read more' } )
		).toHaveAttribute( 'aria-expanded', 'false' );
	} );
	it( 'has no toggle for short text', () => {
		render( <ReadMore html="Kurz und gut." /> );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );
	it( 'offers read more for short text the 3 lines cut (a narrow phone)', () => {
		// jsdom has no layout: the paragraph is taller than its 3 lines.
		const scroll = jest
			.spyOn( HTMLElement.prototype, 'scrollHeight', 'get' )
			.mockReturnValue( 96 );
		const client = jest
			.spyOn( HTMLElement.prototype, 'clientHeight', 'get' )
			.mockReturnValue( 72 );
		render(
			<ReadMore html="Die besten Rezepte aus zehn Jahren Kiosk-Küche – jetzt im Sammelband für Ihre Küche." />
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Read more' } ) );
		expect(
			screen.getByRole( 'button', { name: 'Read less' } )
		).toHaveAttribute( 'aria-expanded', 'true' );
		scroll.mockRestore();
		client.mockRestore();
	} );
} );

describe( 'container width classes', () => {
	it( 'follow 400/520/700', () => {
		expect(
			[ 400, 401, 520, 521, 700, 701 ].map( containerWidthClass )
		).toEqual( [
			'is-mobile',
			'is-small',
			'is-small',
			'is-medium',
			'is-medium',
			'is-large',
		] );
	} );
} );

describe( 'BlockError', () => {
	it( "shows 'Oops!' and the text, the message only for admins", () => {
		const { rerender } = render(
			<BlockError errorMessage="Boom" showErrorMessage={ false } />
		);
		expect( screen.getByText( 'Oops!' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'There was an error loading the content.' )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Boom' ) ).toBeNull();
		rerender( <BlockError errorMessage="Boom" showErrorMessage /> );
		expect( screen.getByText( 'Boom' ) ).toBeInTheDocument();
	} );
} );
