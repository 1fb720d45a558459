export type { ApplyRulesOptions, RuleChange, RuleEdit, RuleTarget } from './applyRules.js';
export {
  applyRules,
  descriptionCategoriser,
  matchCount,
  matchCounts,
  previewRule,
  ruleTransferId,
  withRuleChanges,
} from './applyRules.js';
export { withRulesPacked } from './applyRulesPacked.js';
export type { Rule, RuleActions, RuleCondition } from './ruleSchema.js';
export { ruleActionsSchema, ruleConditionSchema, ruleSchema, rulesSchema } from './ruleSchema.js';
export type { RulesImport } from './rulesJson.js';
export { parseRulesJson, RULES_FILE_VERSION, rulesToJson } from './rulesJson.js';
export { MAX_PATTERN_LENGTH, patternProblem } from './safePattern.js';
export type { RuleSuggestion } from './suggestRule.js';
export { payeeAsWritten, suggestionSentence, suggestRule } from './suggestRule.js';
export {
  MAX_SELECTION_OFFERS,
  SelectionOffers,
  suggestSelectionRules,
} from './suggestSelectionRules.js';
