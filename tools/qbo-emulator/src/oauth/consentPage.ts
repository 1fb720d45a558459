const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export type ConsentRequest = {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
};

/** The consent screen: the user connects the app to the company, or cancels. */
export function consentPage(companyName: string, request: ConsentRequest): string {
  const hidden = Object.entries(request)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Intuit (local emulator) - Connect to QuickBooks</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f4f5f8; margin: 0; }
    main { max-width: 28rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 8px; }
    .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
    button { font-size: 1rem; padding: 0.6rem 1.4rem; border-radius: 4px; border: 1px solid #2ca01c; }
    button[value="approve"] { background: #2ca01c; color: #fff; }
    button[value="deny"] { background: #fff; color: #2ca01c; }
    small { color: #6b6c72; }
  </style>
</head>
<body>
  <main>
    <h1>Connect to QuickBooks</h1>
    <p>An app wants to read the books of <strong>${escapeHtml(companyName)}</strong>.</p>
    <p><small>Requested access: ${escapeHtml(request.scope)}</small></p>
    <p><small>This is Cashline's local Intuit emulator; no data leaves this machine.</small></p>
    <form method="post" action="/connect/oauth2/consent">
      ${hidden}
      <div class="actions">
        <button type="submit" name="decision" value="approve">Connect</button>
        <button type="submit" name="decision" value="deny">Cancel</button>
      </div>
    </form>
  </main>
</body>
</html>`;
}

export function errorPage(title: string, detail: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p></main></body></html>`;
}
