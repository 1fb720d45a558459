/**
 * What a test scripts for the next accounting API requests, whatever they ask: a 429 with or
 * without Retry-After (Intuit's throttle), or an answer held back for a while.
 */
export type ScriptedFault = {
  /** 429 answers with Intuit's throttle fault; without it the request is answered normally. */
  status?: 429;
  /** The Retry-After header sent with the 429, as written ("45"). */
  retryAfter?: string;
  /** How long to hold the answer first, in milliseconds. */
  delayMs?: number;
};

export type FaultScript = {
  /** The next `times` requests (default 1) meet `fault`, after any already scripted. */
  add(fault: ScriptedFault, times?: number): void;
  /** The fault for the request now arriving, if one is scripted; it is used up. */
  take(): ScriptedFault | undefined;
  clear(): void;
};

export function createFaultScript(): FaultScript {
  const queue: ScriptedFault[] = [];
  return {
    add(fault, times = 1) {
      for (let i = 0; i < times; i += 1) queue.push(fault);
    },
    take: () => queue.shift(),
    clear() {
      queue.length = 0;
    },
  };
}
