/** Starts a browser download of `href` (a same-origin URL or an object URL). */
export function downloadUrl(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Downloads text made in the browser, without any server. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloadUrl(url, fileName);
  // The download has started from the URL by now; keep it a little longer for slow browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
