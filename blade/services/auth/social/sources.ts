/**
 * The third-party identity sources the social grant accepts (BladeX's `blade.social.oauth.<source>`).
 * The demo has one: `local`, a stand-in OAuth provider kept in this service (social_local_identity).
 * Its sign-in page has no origin of its own, so it is served by the app (`authorizeUrl`, relative to
 * the browser's origin); the code comes back to `redirectUri` (the BFF's callback), as with a real one.
 */
export type SocialSource = { name: string; authorizeUrl: string; redirectUri: string };

const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

export function socialSources(): Record<string, SocialSource> {
  return {
    local: {
      name: 'local',
      authorizeUrl: env('BLADE_SOCIAL_LOCAL_AUTHORIZE_URL', '/oauth/local/authorize'),
      redirectUri: env('BLADE_SOCIAL_LOCAL_REDIRECT_URI', '/bff/social/callback/local'),
    },
  };
}

export function socialSource(name: string): SocialSource | undefined {
  return Object.hasOwn(socialSources(), name) ? socialSources()[name] : undefined;
}

/** How long an authorization request (state) and a code stay valid. */
export const STATE_TTL_MS = 10 * 60_000;
export const CODE_TTL_MS = 5 * 60_000;
