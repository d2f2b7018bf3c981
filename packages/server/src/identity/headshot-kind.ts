/** The media kind (and folder) of profile photos, which `users.photo_path` points at. */
export const HEADSHOT_KIND = 'headshots';
