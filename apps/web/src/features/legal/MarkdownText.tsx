import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import remarkGfm from 'remark-gfm';
import { TableScroll } from '../../components/ui/TableScroll';

/**
 * The page's h1 is its title, so the text's own headings sit below it; links within the app stay
 * in the app, others open in a new tab.
 */
const components: Components = {
  h1: 'h2',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  a: ({ href, children }) =>
    href?.startsWith('/') ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ),
  table: ({ children }) => (
    <TableScroll>
      <table className="data-table">{children}</table>
    </TableScroll>
  ),
};

/**
 * Markdown an operator wrote, rendered as React elements: raw HTML in it is dropped (skipHtml),
 * never injected, and react-markdown's default URL filter drops `javascript:` and other unsafe links.
 */
export function MarkdownText({ markdown }: { markdown: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
      {markdown}
    </Markdown>
  );
}
