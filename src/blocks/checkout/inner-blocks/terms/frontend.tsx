/** The terms area on the front end. */
import type { AreaProps } from '../../layout/form-state';
import { Terms } from './block';

export default function TermsArea( { children }: AreaProps ) {
	return (
		<>
			<Terms />
			{ children }
		</>
	);
}
