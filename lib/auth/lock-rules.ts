/** The longest lock password the BFF takes (/bff/lock and /bff/unlock); the dialog says so before sending more. */
export const LOCK_PASSWORD_MAX = 128;
