import type { Hono } from 'hono';
import type { AuthContext } from '../context.ts';

/** The public endpoints that describe the service: JWKS, health and settings. */
export function registerMeta(app: Hono, ctx: AuthContext): void {
  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json({ keys: [ctx.signingKey.publicJwk] });
  });

  app.get('/health', (c) =>
    c.json({
      version: 'halfwise-local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );

  app.get('/settings', (c) =>
    c.json({
      external: { anonymous_users: false, email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      passkeys_enabled: false,
    }),
  );
}
