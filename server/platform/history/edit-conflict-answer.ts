/**
 * The 409 a versioned save can answer (issue 29), for the API document: the routes of the items
 * with a history name it in their `errors`.
 */
export const EDIT_CONFLICT_ERRORS = {
  409: '`edit_conflict`: saved by someone since the `version` sent; the body carries what they changed (EditConflict)',
} as const;
