/** A cell as an import issue quotes it: at most 80 characters. */
export function truncate(cell: string): string {
  return cell.length > 80 ? `${cell.slice(0, 77)}...` : cell;
}
