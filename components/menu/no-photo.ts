/** The words on the card of a menu item that has no photo of its own (not editable copy). */
export const NO_PHOTO_LABEL = 'Photo coming soon';
