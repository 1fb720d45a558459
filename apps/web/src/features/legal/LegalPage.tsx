import type { LegalPage as LegalPageName } from '@cashline/core';
import { useEffect, useState } from 'react';
import { fetchLegalText } from '../../lib/api/legalText';
import { MarkdownText } from './MarkdownText';

export const LEGAL_TEXT_FAILED =
  'This page could not be loaded. Check your connection and reload the page.';

type LegalPageProps = { page: LegalPageName; title: string };

type Loaded = { page: LegalPageName; markdown: string } | { page: LegalPageName; failed: true };

/** A legal page: the text the server holds (the operator's own, or the one shipped with Cashline). */
export function LegalPage({ page, title }: LegalPageProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    fetchLegalText(page).then(
      (text) => {
        if (current) setLoaded({ page, markdown: text.markdown });
      },
      () => {
        if (current) setLoaded({ page, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [page]);

  const shown = loaded?.page === page ? loaded : null;
  return (
    <article className="page legal-text">
      <h1>{title}</h1>
      {shown === null ? (
        <p role="status">Loading…</p>
      ) : 'failed' in shown ? (
        <p role="alert">{LEGAL_TEXT_FAILED}</p>
      ) : (
        <MarkdownText markdown={shown.markdown} />
      )}
    </article>
  );
}
