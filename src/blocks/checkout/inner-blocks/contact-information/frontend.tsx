/** The contact information area on the front end. */
import type { AreaProps } from '../../layout/form-state';
import { ContactInformation } from './block';

export default function ContactInformationArea( { children }: AreaProps ) {
	return (
		<>
			<ContactInformation />
			{ children }
		</>
	);
}
