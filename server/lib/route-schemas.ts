/** A route's OpenAPI security when it needs a logged-in user's token (an admin's, on admin routes). */
export const BEARER = [{ bearer: [] }];
