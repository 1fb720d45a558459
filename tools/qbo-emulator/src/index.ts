export type { EmulatorControl, EmulatorOptions, Emulator, RunningEmulator } from './emulator.js';
export { createEmulator, DEFAULT_REALM_ID, startEmulator } from './emulator.js';
export type { Ledger, LedgerEntityName, QboEntity } from './seed/ledger.js';
export { LEDGER_ENTITY_NAMES, seedLedger } from './seed/ledger.js';
export type { FaultScript, ScriptedFault } from './api/scriptedFaults.js';
export type { AccountingStats } from './api/accountingRouter.js';
export type { BookChanges, ChangedEntity, DeletedEntity } from './changes/bookChanges.js';
export { CDC_MAX_OBJECTS } from './api/cdcRoute.js';
