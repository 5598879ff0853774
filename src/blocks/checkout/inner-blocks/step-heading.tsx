/**
 * A checkout step's heading and description.
 */
export function StepHeading( {
	title,
	description,
}: {
	title: string;
	description?: string;
} ) {
	return (
		<>
			<legend className="screen-reader-text">{ title }</legend>
			<h2 className="kiosk-checkout-step__title" aria-hidden="true">
				{ title }
			</h2>
			{ description && (
				<p className="kiosk-checkout-step__description">
					{ description }
				</p>
			) }
		</>
	);
}
