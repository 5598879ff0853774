import { Component } from '@wordpress/element';
import { act, render } from '@testing-library/react';
import {
	compose,
	composeForData,
	createHigherOrderComponent,
	install,
	pure,
	useIsomorphicLayoutEffect,
} from '../index';

describe( 'compose', () => {
	it( 'applies functions right to left, the rightmost with every argument', () => {
		const add = ( a: number, b: number ) => a + b;
		const double = ( x: number ) => x * 2;
		const inc = ( x: number ) => x + 1;
		expect( compose( inc, double, add )( 2, 3 ) ).toBe( 11 );
		expect( compose( double, inc )( 2 ) ).toBe( 6 );
	} );

	it( 'flattens arrays of functions and gives back the argument without any', () => {
		const inc = ( x: number ) => x + 1;
		const double = ( x: number ) => x * 2;
		expect( compose( [ inc, double ], inc )( 1 ) ).toBe( 5 );
		expect( compose()( 7, 8 ) ).toBe( 7 );
	} );
} );

describe( 'createHigherOrderComponent', () => {
	it( 'names the result Modifier(Inner) for the developer tools', () => {
		function Price() {
			return null;
		}
		const withThing = createHigherOrderComponent(
			( Inner: typeof Price ) => () => <Inner />,
			'withSelect'
		);
		expect( withThing( Price ).displayName ).toBe( 'WithSelect(Price)' );
		const anonymous = createHigherOrderComponent(
			( Inner: () => null ) => () => <Inner />,
			'with-registry'
		);
		expect( anonymous( ( () => null ) as () => null ).displayName ).toBe(
			'WithRegistry(Component)'
		);
	} );
} );

describe( 'pure', () => {
	it( 'renders a function component again only when a prop changed', () => {
		const renders: string[] = [];
		const Label = pure( ( { text }: { text: string } ) => {
			renders.push( text );
			return <span>{ text }</span>;
		} );
		const { rerender, getByText } = render( <Label text="a" /> );
		rerender( <Label text="a" /> );
		rerender( <Label text="b" /> );
		expect( renders ).toEqual( [ 'a', 'b' ] );
		expect( getByText( 'b' ) ).toBeTruthy();
		expect( Label.displayName ).toMatch( /^Pure\(/ );
	} );

	it( 'renders a class again only when its props or state changed', () => {
		let renders = 0;
		let instance: Counter | null = null;
		class Counter extends Component< { step: number }, { n: number } > {
			state = { n: 0 };
			render() {
				renders++;
				instance = this;
				return <span>{ this.state.n }</span>;
			}
		}
		const PureCounter = pure( Counter );
		const { rerender, container } = render( <PureCounter step={ 1 } /> );
		rerender( <PureCounter step={ 1 } /> );
		expect( renders ).toBe( 1 );
		rerender( <PureCounter step={ 2 } /> );
		expect( renders ).toBe( 2 );
		act( () => ( instance as unknown as Counter ).setState( { n: 0 } ) );
		expect( renders ).toBe( 2 );
		act( () => ( instance as unknown as Counter ).setState( { n: 3 } ) );
		expect( renders ).toBe( 3 );
		expect( container.textContent ).toBe( '3' );
	} );
} );

describe( 'install', () => {
	it( 'puts the four functions at wp.compose, and leaves a compose that ran already', () => {
		const target = {} as unknown as Window & { wp?: { compose?: unknown } };
		install( target );
		expect( target.wp?.compose ).toBe( composeForData );
		expect( Object.keys( composeForData ).sort() ).toEqual( [
			'compose',
			'createHigherOrderComponent',
			'pure',
			'useIsomorphicLayoutEffect',
		] );
		const core = { compose: () => null };
		const withCore = { wp: { compose: core } } as unknown as Window & {
			wp: { compose: unknown };
		};
		install( withCore );
		expect( withCore.wp.compose ).toBe( core );
		expect( useIsomorphicLayoutEffect ).toBeInstanceOf( Function );
	} );
} );
