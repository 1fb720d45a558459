/** The message a panel shows instead of a chart or list when there is nothing to show. */
export function EmptyState({ message }: { message: string }) {
  return <p className="empty-state">{message}</p>;
}
