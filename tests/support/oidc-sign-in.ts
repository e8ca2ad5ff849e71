import { freshAddress } from './auth-inputs';
import { type AppClient, cookieOf } from './test-app';

/** The cookies a response sets, added to (or replacing) those of a jar. */
function keep(jar: Map<string, string>, response: Response): void {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const equals = pair.indexOf('=');
    jar.set(pair.slice(0, equals), pair.slice(equals + 1));
  }
}

const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * Signs in through the test OpenID provider (tests/support/oidc-provider.ts) as a browser would, without one:
 * the app's sign-in/social answer, the provider's login and consent forms (its dev pages: any login name is
 * accepted), then the app's callback. Answers the callback's response (a redirect that sets the session cookie).
 */
export async function signInWithOidc(app: AppClient, appOrigin: string, login: string): Promise<Response> {
  const started = await app.post(
    '/api/auth/sign-in/social',
    JSON.stringify({ provider: 'oidc', callbackURL: '/' }),
    { 'x-forwarded-for': freshAddress() },
  );
  if (started.status !== 200) {
    throw new Error(`sign-in/social answered ${started.status}: ${await started.text()}`);
  }
  const appCookies = cookieOf(started);
  const providerCookies = new Map<string, string>();
  let next = new URL(((await started.json()) as { url: string }).url);
  for (let hop = 0; hop < 20; hop += 1) {
    if (next.origin === appOrigin) {
      return app.request(`${next.pathname}${next.search}`, { headers: { cookie: appCookies } });
    }
    let response = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: cookieHeader(providerCookies) },
    });
    keep(providerCookies, response);
    if (response.status === 200) {
      // One of the provider's interaction pages: submit its form, as its button would.
      const page = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      if (!action || !prompt) {
        throw new Error(`the provider showed a page without a form at ${next}`);
      }
      const form: Record<string, string> =
        prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
      response = await fetch(new URL(action, next), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieHeader(providerCookies) },
        body: new URLSearchParams(form),
      });
      keep(providerCookies, response);
    }
    const location = response.headers.get('location');
    if (!location) {
      throw new Error(`the provider answered ${response.status} without a redirect at ${next}`);
    }
    next = new URL(location, next);
  }
  throw new Error('the sign-in did not come back to the app within 20 redirects');
}
