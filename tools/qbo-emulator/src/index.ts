export type { EmulatorControl, EmulatorOptions, Emulator, RunningEmulator } from './emulator.js';
export { createEmulator, DEFAULT_REALM_ID, startEmulator } from './emulator.js';
export type { Ledger, LedgerEntityName, QboEntity } from './seed/ledger.js';
export { LEDGER_ENTITY_NAMES, seedLedger } from './seed/ledger.js';
export type { FaultScript, ScriptedFault } from './api/scriptedFaults.js';
export type { AccountingStats } from './api/accountingRouter.js';
export type { CustomerHabit, OpenItemTables } from './seed/openItems.js';
export { CUSTOMER_HABITS, NEVER_PAYS, seedOpenItems } from './seed/openItems.js';
