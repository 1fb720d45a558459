/**
 * Walks Intuit's (emulated) consent page the way a browser would: opens the authorize URL, submits
 * the consent form with the chosen button, and returns where Intuit redirects to.
 */
export async function passConsent(authUri: string, decision: 'approve' | 'deny'): Promise<URL> {
  const page = await fetch(authUri);
  if (!page.ok) throw new Error(`consent page answered ${page.status}`);
  const html = await page.text();
  const form = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(match[1] ?? '', decodeEntities(match[2] ?? ''));
  }
  form.set('decision', decision);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const res = await fetch(new URL(action, authUri), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`consent answered ${res.status}`);
  return new URL(location);
}

function decodeEntities(text: string): string {
  return text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
}
