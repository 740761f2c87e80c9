import * as oidc from 'openid-client';
import type { GoogleIdentity } from '../users/index.ts';

export type GoogleConfig = { issuer: string; clientId: string; clientSecret: string };

/** What must survive the round trip through Google: kept in a signed cookie, not in memory. */
export type AuthorizationChecks = { codeVerifier: string; state: string; nonce: string };

export type GoogleClient = ReturnType<typeof createGoogleClient>;

/**
 * Google sign-in as an OpenID Connect authorization code flow with PKCE, state and nonce.
 * Discovery runs on first use (not at start-up, so a Google outage cannot stop the server) and
 * is retried on the next sign-in if it failed.
 */
export function createGoogleClient(google: GoogleConfig, redirectUri: string) {
  let configuration: Promise<oidc.Configuration> | undefined;

  function discover(): Promise<oidc.Configuration> {
    configuration ??= discoverIssuer(google).catch((err: unknown) => {
      configuration = undefined;
      throw err;
    });
    return configuration;
  }

  return {
    async start(): Promise<{ url: URL; checks: AuthorizationChecks }> {
      const config = await discover();
      const checks = {
        codeVerifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url, checks };
    },

    /**
     * Validates the authorization response against the checks, exchanges the code and validates
     * the ID token (signature, issuer, audience, expiry, nonce). Throws on any failure, including
     * an error the provider sent back (e.g. the user denied consent).
     */
    async finish(callbackUrl: URL, checks: AuthorizationChecks): Promise<GoogleIdentity> {
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error('ID token without a subject');
      const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
      return {
        subject: claims.sub,
        email: str(claims.email),
        // Google has sent this both as a boolean and as the string "true".
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: str(claims.name),
        picture: str(claims.picture),
      };
    },
  };
}

function discoverIssuer(google: GoogleConfig): Promise<oidc.Configuration> {
  const issuer = new URL(google.issuer);
  // Plain http only for a provider on this machine (tests, local mock); never in the wild.
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  const insecure = issuer.protocol === 'http:' && local;
  return oidc.discovery(
    issuer,
    google.clientId,
    google.clientSecret,
    undefined,
    insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
  );
}
