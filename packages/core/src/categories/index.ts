export type { CashFlowSection } from './cashFlowSection.js';
export {
  CASH_FLOW_SECTION_LABELS,
  CASH_FLOW_SECTION_TITLES,
  CASH_FLOW_SECTIONS,
} from './cashFlowSection.js';
export { DEFAULT_BANK_CATEGORIES, readFileCategory } from './bankCategories.js';
export type { BankCategoryTable, FileCategory } from './bankCategories.js';
export type { BuiltInCategory, CategoryDirection } from './builtInCategories.js';
export type {
  CategoryDefinition,
  CategoryEdit,
  CategoryResult,
  CategoryState,
} from './categoryOperations.js';
export {
  categoryCount,
  categoryDefinitionSchema,
  categoryNames,
  createCategory,
  deleteCategory,
  deleteConfirmation,
  mergeCategories,
  renameCategory,
  setCategoryGroup,
  setCategorySection,
} from './categoryOperations.js';
export type { CategoryLine } from './categoryOverview.js';
export { categoryGroup, categoryOverview } from './categoryOverview.js';
export type { CategoryGrouper, GroupBreakdownRow, GroupSummary } from './categoryGroups.js';
export { categoryGrouper, groupBreakdown, groupSummaries } from './categoryGroups.js';
export { BUILT_IN_CATEGORIES, FALLBACK_CATEGORY, UNCATEGORIZED } from './builtInCategories.js';
