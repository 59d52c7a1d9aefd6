import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportPKCS8, exportSPKI, generateKeyPair, importSPKI, jwtVerify, type JWK } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on loopback standing in for Google, LinkedIn and Apple
 * in the integration tests and the end-to-end journeys. Its login page is a plain form (an
 * address, a name, « adresse vérifiée »); `signIn()` drives it with fetch, without a browser.
 * Consent is implied (first-party clients), so the login is the only interaction.
 */

export interface TestAccount {
  /** The provider's stable user id. */
  sub: string;
  email?: string;
  /** Apple writes it as a string sometimes: both are accepted by the app. */
  emailVerified?: boolean | 'true' | 'false';
  givenName?: string;
  familyName?: string;
}

export interface TestClient {
  clientId: string;
  /** For Apple: any placeholder; the secret presented must be the ES256 JWT checked by `appleKey`. */
  clientSecret: string;
  redirectUris: string[];
  tokenEndpointAuthMethod: 'client_secret_basic' | 'client_secret_post';
  /** Google: PKCE required. LinkedIn and Apple: not used. */
  pkceRequired: boolean;
  /** Apple signs its ID tokens here with ES256 and answers « code id_token ». */
  apple?: { teamId: string; keyId: string; publicKeyPem: string };
}

export interface ProviderAnswer {
  /** Where the provider sent the browser (query or fragment response)... */
  location?: URL;
  /** ...or the fields of the auto-submitted form (response_mode=form_post). */
  form?: Record<string, string>;
}

export interface TestIdentityProvider {
  issuer: string;
  setAccount(account: TestAccount): void;
  /** Goes through the provider's pages as `login` (a subject or an address) and returns its answer. */
  signIn(authUrl: string | URL, login: string, options?: { emailVerified?: boolean; givenName?: string; familyName?: string }): Promise<ProviderAnswer>;
  close(): Promise<void>;
}

/** The subject a typed-in address gets: stable, like a real provider's. */
export function subjectFor(email: string): string {
  return `sub-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 20)}`;
}

/** A Sign in with Apple key: the PKCS #8 private key (APPLE_PRIVATE_KEY) and its public half. */
export async function makeAppleKey(): Promise<{ privateKeyPem: string; publicKeyPem: string }> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { privateKeyPem: await exportPKCS8(privateKey), publicKeyPem: await exportSPKI(publicKey) };
}

async function signingKeys(): Promise<JWK[]> {
  const rsa = await generateKeyPair('RS256', { extractable: true });
  const ec = await generateKeyPair('ES256', { extractable: true });
  return [
    { ...(await exportJWK(rsa.privateKey)), kid: 'test-rs256', alg: 'RS256', use: 'sig' },
    { ...(await exportJWK(ec.privateKey)), kid: 'test-es256', alg: 'ES256', use: 'sig' },
  ];
}

type Payload = Record<string, unknown> & { uid?: string; grantId?: string; consumed?: number };

/** oidc-provider's storage, in memory and private to one provider (its own default is process-wide). */
function memoryAdapterClass() {
  const store = new Map<string, Payload>();
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Payload) {
      store.set(this.key(id), payload);
    }
    async find(id: string) {
      return store.get(this.key(id));
    }
    async findByUid(uid: string) {
      for (const [key, payload] of store) if (key.startsWith(`${this.model}:`) && payload.uid === uid) return payload;
      return undefined;
    }
    async findByUserCode() {
      return undefined;
    }
    async consume(id: string) {
      const payload = store.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, payload] of store) if (payload.grantId === grantId) store.delete(key);
    }
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function loginPage(uid: string, clientId: string): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fournisseur d'identité de test</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
label{display:block;margin-top:1rem;font-weight:600}input[type=text],input[type=email]{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.5rem;width:100%;padding:.75rem;font-size:1rem;font-weight:600;background:#1d4ed8;color:#fff;border:0;border-radius:.5rem}</style>
</head><body><main>
<h1>Fournisseur d'identité de test</h1>
<p>Connexion demandée par <strong>${escapeHtml(clientId)}</strong>.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="login">Adresse e-mail</label><input id="login" name="login" type="text" autocomplete="off" required>
<label for="given_name">Prénom</label><input id="given_name" name="given_name" type="text" value="Camille">
<label for="family_name">Nom</label><input id="family_name" name="family_name" type="text" value="Rochat">
<label><input name="email_verified" type="checkbox" value="true" checked> Adresse vérifiée</label>
<button type="submit">Se connecter</button>
</form>
<p><a href="/interaction/${escapeHtml(uid)}/abort">Annuler</a></p>
</main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startTestIdentityProvider(options: { clients: TestClient[]; port?: number }): Promise<TestIdentityProvider> {
  const accounts = new Map<string, TestAccount>();
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const pkceClients = new Set(options.clients.filter((c) => c.pkceRequired).map((c) => c.clientId));
  const appleClients = new Map(options.clients.filter((c) => c.apple).map((c) => [c.clientId, c.apple!]));

  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      token_endpoint_auth_method: c.tokenEndpointAuthMethod,
      response_types: c.apple ? ['code id_token', 'code'] : ['code'],
      grant_types: c.apple ? ['authorization_code', 'implicit'] : ['authorization_code'],
      id_token_signed_response_alg: c.apple ? 'ES256' : 'RS256',
    })),
    jwks: { keys: await signingKeys() },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: account.sub,
          ...(account.email !== undefined ? { email: account.email, email_verified: account.emailVerified ?? true } : {}),
          ...(account.givenName !== undefined ? { given_name: account.givenName } : {}),
          ...(account.familyName !== undefined ? { family_name: account.familyName } : {}),
        }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Apple's « name » scope: accepted, and it adds no claim (Apple sends the name aside).
    scopes: ['openid', 'email', 'profile', 'name'],
    // Like Google and Apple, the e-mail claims go into the ID token too.
    conformIdTokenClaims: false,
    responseTypes: ['code', 'code id_token'],
    pkce: { required: (_ctx: unknown, client: { clientId: string }) => pkceClients.has(client.clientId) },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // First-party clients: consent is implied by signing in.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      if (!oidc.session.accountId) return undefined;
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
      await grant.save();
      return grant;
    },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    adapter: memoryAdapterClass(),
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    renderError(ctx: { type: string; body: string }, out: Record<string, string>) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Erreur</title></head><body><pre>${escapeHtml(JSON.stringify(out))}</pre></body></html>`;
    },
  });

  // The app's callback pages are plain http on loopback in the journeys: accept them for the
  // hybrid (Apple) client too, which oidc-provider otherwise reserves to https.
  const schema = provider.Client.Schema.prototype;
  const invalidate = schema.invalidate;
  schema.invalidate = function (message: string, code?: string) {
    if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return;
    invalidate.call(this, message, code);
  };

  // Apple's client secret is an ES256 JWT made by the app: check it as Apple does.
  const compare = provider.Client.prototype.compareClientSecret;
  provider.Client.prototype.compareClientSecret = async function (actual: string) {
    const apple = appleClients.get(this.clientId);
    if (!apple) return compare.call(this, actual);
    try {
      const { payload, protectedHeader } = await jwtVerify(actual, await importSPKI(apple.publicKeyPem, 'ES256'), {
        algorithms: ['ES256'],
        issuer: apple.teamId,
        subject: this.clientId,
        audience: issuer,
        requiredClaims: ['iat', 'exp'],
      });
      return protectedHeader.kid === apple.keyId && payload.exp! - payload.iat! <= 15_777_000;
    } catch {
      return false;
    }
  };

  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/favicon.ico') {
      res.statusCode = 204;
      res.end();
      return;
    }
    const match = /^\/interaction\/([\w-]+)(\/abort)?$/.exec(url.pathname);
    if (!match) {
      handle(req, res);
      return;
    }
    void interaction(req, res, match[1]!, Boolean(match[2])).catch((err: unknown) => {
      res.statusCode = 400;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end(`interaction failed: ${String(err)}`);
    });
  });

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, abort: boolean): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (abort) {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      res.end(loginPage(uid, String(details.params.client_id)));
      return;
    }
    const form = await readForm(req);
    const login = (form.get('login') ?? '').trim();
    if (!login) throw new Error('no login given');
    let account = accounts.get(login) ?? [...accounts.values()].find((a) => a.email?.toLowerCase() === login.toLowerCase());
    if (!account) {
      account = {
        sub: subjectFor(login),
        email: login.toLowerCase(),
        emailVerified: form.get('email_verified') === 'true',
        givenName: form.get('given_name') || undefined,
        familyName: form.get('family_name') || undefined,
      };
      accounts.set(account.sub, account);
    }
    await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
  }

  return {
    issuer,
    setAccount(account) {
      accounts.set(account.sub, account);
    },
    async signIn(authUrl, login, fields = {}) {
      const jar = new Map<string, string>();
      const go = async (url: URL, init: RequestInit = {}) => {
        const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
        const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
        for (const line of res.headers.getSetCookie()) {
          const pair = line.split(';')[0]!;
          const at = pair.indexOf('=');
          jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
        return res;
      };
      const next = (res: Response) => {
        const location = res.headers.get('location');
        if (!location) throw new Error(`the provider answered ${res.status} without a redirect`);
        return new URL(location, issuer);
      };

      let res = await go(new URL(authUrl));
      let url = next(res);
      // Straight back to the client: an error of the authorization request itself.
      if (url.origin !== issuer) return { location: url };
      res = await go(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          login,
          given_name: fields.givenName ?? 'Camille',
          family_name: fields.familyName ?? 'Rochat',
          ...(fields.emailVerified === false ? {} : { email_verified: 'true' }),
        }),
      });
      url = next(res);
      res = await go(url);
      if (res.status === 200) {
        const html = await res.text();
        const form: Record<string, string> = {};
        for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
          form[name!] = value!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
        }
        return { form };
      }
      return { location: next(res) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
