/**
 * The block error placeholder (SPEC section 2): 'Oops!' and 'There was an
 * error loading the content.'; the error's own message for admins only.
 */
import { Component } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { readSettings } from '../../types/settings';
import './style.css';

export interface BlockErrorProps {
	header?: string;
	text?: string;
	errorMessage?: string;
	/** Defaults to whether the viewer is an administrator. */
	showErrorMessage?: boolean;
}

/** The placeholder. */
export function BlockError( {
	header,
	text,
	errorMessage,
	showErrorMessage = readSettings().isAdmin,
}: BlockErrorProps ) {
	return (
		<div className="kiosk-block-error" role="alert">
			<p className="kiosk-block-error__header">
				{ header ?? __( 'Oops!', 'kiosk' ) }
			</p>
			<p className="kiosk-block-error__text">
				{ text ??
					__( 'There was an error loading the content.', 'kiosk' ) }
			</p>
			{ showErrorMessage && errorMessage && (
				<p className="kiosk-block-error__message">{ errorMessage }</p>
			) }
		</div>
	);
}

interface BoundaryState {
	error: Error | null;
}

/** Renders the placeholder instead of a crashed subtree. */
export class BlockErrorBoundary extends Component<
	{ children: React.ReactNode; showErrorMessage?: boolean },
	BoundaryState
> {
	state: BoundaryState = { error: null };

	static getDerivedStateFromError( error: Error ): BoundaryState {
		return { error };
	}

	render() {
		if ( this.state.error ) {
			return (
				<BlockError
					errorMessage={ this.state.error.message }
					showErrorMessage={ this.props.showErrorMessage }
				/>
			);
		}
		return this.props.children;
	}
}
