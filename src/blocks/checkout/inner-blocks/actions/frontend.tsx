/** The actions area (place order) on the front end. */
import type { AreaProps } from '../../layout/form-state';
import { Actions } from './block';

export default function ActionsArea( { children }: AreaProps ) {
	return (
		<>
			<Actions />
			{ children }
		</>
	);
}
