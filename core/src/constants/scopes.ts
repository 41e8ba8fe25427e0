/**
 * The session scope that opens the admin area (docs/auth.md). Kept out of api/auth.ts so the web
 * app's first render, which checks it in the user menu, doesn't pull that module's zod schemas.
 */
export const ADMIN_SCOPE = "admin";
