import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does not scroll; the frame's ScrollRestoration calls this on every navigation. (Tests in
// the node environment have no window.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

afterEach(() => cleanup());
