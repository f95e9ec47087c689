import fs from 'node:fs';
import {expect, test} from './fixtures';
import {allRoutes} from './routes';

// Every page carries the policy of plugins/csp; the fixture fails any test whose pages report a violation.

const policyOf = async (html: string): Promise<string> => {
  const metas = [...html.matchAll(/<meta http-equiv="?Content-Security-Policy"? content="([^"]*)"/gi)];
  expect(metas).toHaveLength(1);
  return metas[0][1];
};

test('every route has one policy: own scripts and hashed inline scripts only, no plugins, no foreign forms', async ({
  request,
}) => {
  for (const route of [...allRoutes, '/a-page-that-does-not-exist']) {
    const html = await (await request.get(route)).text();
    const policy = await policyOf(html);
    const directives = new Map(
      policy.split(';').map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    const scriptSrc = directives.get('script-src') ?? [];
    expect(scriptSrc[0], route).toBe("'self'");
    expect(
      scriptSrc.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
      route,
    ).toBe(true);
    expect(directives.get('object-src'), route).toEqual(["'none'"]);
    expect(directives.get('base-uri'), route).toEqual(["'self'"]);
    expect(directives.get('form-action'), route).toEqual(["'self'"]);
    expect(directives.get('connect-src'), route).toEqual(["'self'"]);
    // The policy comes before any script of the page.
    expect(html.indexOf('Content-Security-Policy'), route).toBeLessThan(html.indexOf('<script'));
  }
});

test('the policy blocks a script injected into the page', async ({page, cspViolations}) => {
  await page.goto('/intro');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const ran = await page.evaluate(async () => {
    const seen = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {once: true}),
    );
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.body.append(script);
    const directive = await seen;
    return {directive, ran: (window as unknown as {injectedScriptRan?: boolean}).injectedScriptRan === true};
  });
  expect(ran).toEqual({directive: 'script-src-elem', ran: false});
  // This test caused the violation on purpose: the fixture must not count it.
  await expect.poll(() => cspViolations.length).toBe(1);
  cspViolations.length = 0;
});

test('the hosted build lets search reach its Algolia application and nothing else', async ({request}) => {
  test.skip(!fs.existsSync('build-hosted'), 'Build the hosted test site first: npm run build:hosted-test');
  const hosted = `http://127.0.0.1:${process.env.E2E_HOSTED_PORT}`;
  const policy = await policyOf(await (await request.get(`${hosted}/intro`)).text());
  const connect = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('connect-src'));
  expect(connect).toBe(
    "connect-src 'self' https://testappid-dsn.algolia.net https://testappid-1.algolianet.com https://testappid-2.algolianet.com https://testappid-3.algolianet.com",
  );
});
