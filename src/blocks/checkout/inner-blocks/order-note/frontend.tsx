/** The order notes area on the front end. */
import type { AreaProps } from '../../layout/form-state';
import { OrderNotes } from './block';

export default function OrderNoteArea( { children }: AreaProps ) {
	return (
		<>
			<OrderNotes />
			{ children }
		</>
	);
}
