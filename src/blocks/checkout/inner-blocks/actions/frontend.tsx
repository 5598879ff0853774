/** The actions area (place order) on the front end. */
import type { AreaProps } from '../../layout/form-state';
import { Actions } from './block';

export default function ActionsArea( { form, children }: AreaProps ) {
	return (
		<>
			<Actions onSubmit={ form.onSubmit } />
			{ children }
		</>
	);
}
