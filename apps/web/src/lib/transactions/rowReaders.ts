import { useCallback, useRef, useState } from 'react';

/**
 * Counts the mounted parts that read the ledger's rows (useLedgerRows): while there are none, the
 * provider need not hold the rows as objects (LedgerShell), and an import may be written straight
 * to the store. `askForRows` counts one reader until the function it answers is called.
 */
export function useRowReaders() {
  const [readers, setReaders] = useState(0);
  // Read by actions in the same tick as a reader mounts or goes, before the state renders.
  const count = useRef(0);
  const askForRows = useCallback(() => {
    count.current += 1;
    setReaders(count.current);
    return () => {
      count.current -= 1;
      setReaders(count.current);
    };
  }, []);
  const readersNow = useCallback(() => count.current, []);
  return { readers, askForRows, readersNow };
}
