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
	it( 'has no toggle for short text, and shows it whole (never cut at 3 lines with nothing to open it)', () => {
		render( <ReadMore html="Kurz und gut." /> );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
		expect( screen.getByText( 'Kurz und gut.' ) ).not.toHaveClass(
			'is-clamped'
		);
	} );
	it( 'clamps the 15-word excerpt to 3 lines', () => {
		render( <ReadMore html={ long } /> );
		expect( screen.getByText( /Wort14…$/ ) ).toHaveClass( 'is-clamped' );
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
