/** The id of a form card's heading (FormFrame): the address the form's answer shows at. */
export const frameHeadingId = (formId: string) => `${formId}-heading`;
