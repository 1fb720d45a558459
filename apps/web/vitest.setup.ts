import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does not scroll; the frame's ScrollRestoration calls this on every navigation. (Tests in
// the node environment have no window.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// findBy and waitFor give up after 1 s by default: on a loaded 2-core CI machine, with the server's
// suite and the type checker running beside this one, a page's first render can take longer.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
