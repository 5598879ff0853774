/**
 * Around each fill: an extension's fill that throws renders nothing and
 * the checkout stays, as WooCommerce's slots do for shoppers (React logs
 * the error to the console).
 */
import { Component } from '@wordpress/element';
import type { ReactNode } from 'react';

export class FillBoundary extends Component<
	{ children?: ReactNode },
	{ failed: boolean }
> {
	state = { failed: false };

	static getDerivedStateFromError() {
		return { failed: true };
	}

	render() {
		return this.state.failed ? null : this.props.children;
	}
}
