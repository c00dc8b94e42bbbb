/** The longest lock password the BFF takes (/bff/lock and /bff/unlock); the dialog says so before sending more. */
export const LOCK_PASSWORD_MAX = 128;
/** Wrong unlock passwords before the session is signed out, as Blade's account.failCount does for sign-in. */
export const UNLOCK_MAX_FAILURES = 5;
