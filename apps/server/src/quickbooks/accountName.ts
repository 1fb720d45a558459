/** `Payroll Expenses:Wages` → category `Payroll Expenses`, subcategory `Wages`. */
export function splitAccount(name: string): { category: string; subcategory?: string } {
  const parts = name
    .split(':')
    .map((part) => part.trim())
    .filter(Boolean);
  const [first, ...rest] = parts;
  if (first === undefined) return { category: name };
  return rest.length > 0 ? { category: first, subcategory: rest.at(-1) } : { category: first };
}
